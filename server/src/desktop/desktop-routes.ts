import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { passwordStep } from '../auth/password-step.js';
import { passwordRightCodeAwaited, signInSucceeded, type LoginThrottle } from '../auth/login-throttle.js';
import { domainRoutes } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import type { UserDirectory } from '../users/user-directory.js';
import { activateDevice, deactivateByApplication, refreshLicenseFile, type DesktopLicensingDeps } from './desktop-licensing.js';
import type { LicenseSigner } from './signing-key.js';
import type { Database } from '../db/schema.js';
import { checkSecondFactorCode, isSecondFactorEnabled, type SecondFactorDeps } from '../second-factor/second-factor-codes.js';
import { hasSecondFactor } from '../credentials/account-credentials.js';
import { recordSignIn } from '../audit/record-sign-in.js';
import { auditActor } from '../http/audit-actor.js';
import { redeemDeactivationProof } from '../devices/deactivation-proofs.js';
import { availableUpdate } from '../releases/update-check.js';

/** Answers carry device tokens and licence files: no cache may keep them. */
const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

/**
 * The desktop licensing API under /api/desktop/v1/ (decision 024). Who may call is the
 * contract's declaration, enforced by the access check like every other call: the device calls
 * need the device's bearer token.
 */
export function desktopRoutes(deps: {
  db: Kysely<Database>;
  users: UserDirectory;
  throttle: LoginThrottle;
  secondFactor: SecondFactorDeps;
  licensing: DesktopLicensingDeps;
  signer: LicenseSigner;
  clock: () => Date;
  /** PUBLIC_URL: the update check names /download there for an installer the portal serves. */
  publicUrl: string;
}) {
  return domainRoutes('desktop', {
    activateDevice: async ({ body }, request, reply) => {
      noStore(reply);
      const email = body.email.trim();
      // The web sign-in's throttle, on the same counters: the app is no way around its limit.
      const via = { via: 'desktop' };
      const user = await passwordStep(deps, request.ip, { email, password: body.password }, via);
      // As on the web (decision 027): with a second factor the password alone activates nothing,
      // and the attempt stays counted until the code is right.
      if (await isSecondFactorEnabled(deps.secondFactor.db, user.id)) {
        if (!body.code) {
          await passwordRightCodeAwaited(deps.throttle, request.ip);
          throw new DomainError('desktopCodeRequired');
        }
        const checked = await checkSecondFactorCode(deps.secondFactor, user.id, body.code);
        if (!checked.ok) {
          await recordSignIn(deps.db, request.ip, user, checked.reason, via);
          throw new DomainError('loginCodeWrong');
        }
      } else if (await hasSecondFactor(deps.db, user.id)) {
        // A passkey is the account's only second factor, and the application cannot ask for one:
        // the password alone activates nothing here either (decision 064).
        await passwordRightCodeAwaited(deps.throttle, request.ip);
        throw new DomainError('desktopPasskeyOnly');
      }
      await signInSucceeded(deps.throttle, email, request.ip);
      if (!user.email_confirmed) {
        await recordSignIn(deps.db, request.ip, user, 'email-not-confirmed', via);
        throw new DomainError('desktopEmailNotConfirmed');
      }
      await recordSignIn(deps.db, request.ip, user, 'success', via);
      return activateDevice(deps.licensing, user, {
        fingerprint: body.fingerprint,
        name: body.deviceName,
        ...(body.publicKey ? { publicKey: body.publicKey } : {}),
        version: body.version,
      });
    },

    refreshLicense: async ({ body }, request, reply) => {
      noStore(reply);
      if (!request.device) throw new DomainError('unauthorized');
      return { licenseFile: await refreshLicenseFile(deps.licensing, request.device, body.fingerprint, body.version) };
    },

    deactivateDevice: async ({ body }, request) => {
      if (!request.device) throw new DomainError('unauthorized');
      await deactivateByApplication(deps.licensing.db, request.device, body.fingerprint);
      return { success: true as const };
    },

    sendDeactivationProof: async ({ body }, request) => {
      await redeemDeactivationProof(deps.db, { text: body.proof, actor: auditActor(request), now: deps.clock() });
      return { success: true as const };
    },

    checkForUpdate: async ({ query }, request) => {
      if (!request.device) throw new DomainError('unauthorized');
      // Only an admin's device gets this far with channel=nightly: the call's access says so.
      return { update: await availableUpdate(deps.db, deps.publicUrl, query.channel, query.version) };
    },

    getLicensePublicKey: async (_input, _request, reply) => {
      // The same for everyone and rarely changed: caches may keep it for an hour.
      reply.header('cache-control', 'public, max-age=3600');
      return { algorithm: 'Ed25519' as const, keyId: deps.signer.keyId, publicKey: deps.signer.publicKeyPem };
    },
  });
}
