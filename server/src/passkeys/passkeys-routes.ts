import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { caller } from '../http/access-check.js';
import { domainRoutes, formToken } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import { auditActor } from '../http/audit-actor.js';
import { recordSignIn } from '../audit/record-sign-in.js';
import { admitSignIn, signInSucceeded, type LoginThrottle } from '../auth/login-throttle.js';
import { ensureSession, passedFirstSecondFactor, proveAgain, signIn, type SessionManagerDeps } from '../sessions/session-manager.js';
import type { UserDirectory } from '../users/user-directory.js';
import type { PasskeyDeps } from './passkey-challenges.js';
import { passkeyOf, passkeySignInOptions, verifyPasskeySignIn } from './passkey-sign-in.js';
import { listPasskeys, passkeyRegistrationOptions, registerPasskey, removePasskey, renamePasskey } from './own-passkeys.js';
import type { AccountAlerts } from '../account-alerts/account-alerts.js';
import { hasSecondFactor } from '../credentials/account-credentials.js';

export interface PasskeyRouteDependencies {
  db: Kysely<Database>;
  passkeys: PasskeyDeps;
  throttle: LoginThrottle;
  users: Pick<UserDirectory, 'findById'>;
  sessions: SessionManagerDeps;
  alerts: Pick<AccountAlerts, 'sendAccountAlert'>;
}

/** The own passkeys (under 'Passwort ändern') and the sign-in with one (decision 043). */
export function passkeysRoutes(deps: PasskeyRouteDependencies) {
  const { passkeys, db } = deps;

  /** The session a ceremony is bound to: signed-in calls always have one (their role demands it). */
  const sessionOf = (request: { session: { idHash: string } | null }) => {
    if (!request.session) throw new DomainError('passkeyRefused');
    return request.session.idHash;
  };

  return domainRoutes('passkeys', {
    passkeysToken: formToken,

    listPasskeys: async (_input, request) => listPasskeys(db, caller(request).id),

    startPasskeyRegistration: async (_input, request) => passkeyRegistrationOptions(passkeys, caller(request), sessionOf(request)),

    finishPasskeyRegistration: async ({ body }, request) => {
      const first = !(await hasSecondFactor(db, caller(request).id));
      const added = await registerPasskey(passkeys, caller(request), sessionOf(request), body.name, body.credential, auditActor(request));
      // The account's first factor, set up here with user verification: this session has passed it.
      if (first) await passedFirstSecondFactor(deps.sessions, request);
      await deps.alerts.sendAccountAlert(caller(request).id, 'passkey-added', request);
      return added;
    },

    renamePasskey: async ({ params, body }, request) =>
      renamePasskey(db, caller(request), params.passkeyId, body.name, auditActor(request)),

    removePasskey: async ({ params }, request) => {
      await removePasskey(db, caller(request), params.passkeyId, auditActor(request), sessionOf(request));
      await deps.alerts.sendAccountAlert(caller(request).id, 'passkey-removed', request);
      return { success: true as const };
    },

    // An anonymous visitor gets his session here (the challenge needs one), within the anonymous-session quota.
    startPasskeySignIn: async (_input, request, reply) =>
      passkeySignInOptions(passkeys, (await ensureSession(deps.sessions, request, reply)).idHash),

    finishPasskeySignIn: async ({ body }, request, reply) => {
      const idHash = sessionOf(request);
      const passkey = await passkeyOf(db, body.credential);
      const user = await deps.users.findById(passkey.user_id);
      // Signed in, only the own passkey proves anything: another account's would not be the caller's proof.
      if (!user || (request.user && request.user.id !== user.id)) throw new DomainError('passkeyRefused');
      // Counted like a password: the same lock holds whichever way someone tries to get in.
      if (!(await admitSignIn(deps.throttle, user.email, request.ip))) {
        await recordSignIn(db, request.ip, user, 'locked', { via: 'passkey' });
        throw new DomainError('tooManyAttempts');
      }
      try {
        await verifyPasskeySignIn(passkeys, idHash, passkey, body.credential);
      } catch (error) {
        await recordSignIn(db, request.ip, user, 'passkey-refused', { passkey: passkey.name });
        throw error;
      }
      await signInSucceeded(deps.throttle, user.email, request.ip);
      // Signed in already ('Identität bestätigen' with a passkey, decision 051): the session stays and
      // its proof is fresh, so its form tokens and sign-out link keep working.
      if (request.user) {
        await proveAgain(deps.sessions, request, true);
        return { success: true as const };
      }
      return signIn(deps.sessions, request, reply, user, {
        secondFactorPassed: 'passkey',
        passkeyId: passkey.id,
        record: { via: 'passkey', passkey: passkey.name },
      });
    },
  });
}
