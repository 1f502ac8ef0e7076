import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { caller } from '../http/access-check.js';
import { domainRoutes, formToken } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import { auditActor } from '../audit/record-audit-event.js';
import { recordSignIn } from '../audit/record-sign-in.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { SessionManager } from '../sessions/session-manager.js';
import type { UserDirectory } from '../users/user-directory.js';
import type { PasskeyService } from './passkey-service.js';
import type { AccountAlerts } from '../account-alerts/account-alerts.js';
import { hasSecondFactor } from '../credentials/account-credentials.js';

export interface PasskeyRouteDependencies {
  db: Kysely<Database>;
  passkeys: PasskeyService;
  throttle: Pick<LoginThrottle, 'admit' | 'succeeded'>;
  users: Pick<UserDirectory, 'findById'>;
  sessions: Pick<SessionManager, 'ensure' | 'signIn' | 'passedFirstSecondFactor' | 'proveAgain'>;
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

    listPasskeys: async (_input, request) => passkeys.list(caller(request).id),

    startPasskeyRegistration: async (_input, request) => passkeys.registrationOptions(caller(request), sessionOf(request)),

    finishPasskeyRegistration: async ({ body }, request) => {
      const first = !(await hasSecondFactor(db, caller(request).id));
      const added = await passkeys.register(caller(request), sessionOf(request), body.name, body.credential, auditActor(request));
      // The account's first factor, set up here with user verification: this session has passed it.
      if (first) await deps.sessions.passedFirstSecondFactor(request);
      await deps.alerts.sendAccountAlert(caller(request).id, 'passkey-added', request);
      return added;
    },

    renamePasskey: async ({ params, body }, request) => passkeys.rename(caller(request), params.passkeyId, body.name, auditActor(request)),

    removePasskey: async ({ params }, request) => {
      await passkeys.remove(caller(request), params.passkeyId, auditActor(request), sessionOf(request));
      await deps.alerts.sendAccountAlert(caller(request).id, 'passkey-removed', request);
      return { success: true as const };
    },

    // An anonymous visitor gets his session here (the challenge needs one), within the anonymous-session quota.
    startPasskeySignIn: async (_input, request, reply) => passkeys.signInOptions((await deps.sessions.ensure(request, reply)).idHash),

    finishPasskeySignIn: async ({ body }, request, reply) => {
      const idHash = sessionOf(request);
      const passkey = await passkeys.passkeyOf(body.credential);
      const user = await deps.users.findById(passkey.user_id);
      // Signed in, only the own passkey proves anything: another account's would not be the caller's proof.
      if (!user || (request.user && request.user.id !== user.id)) throw new DomainError('passkeyRefused');
      // Counted like a password: the same lock holds whichever way someone tries to get in.
      if (!(await deps.throttle.admit(user.email, request.ip))) {
        await recordSignIn(db, request, user, 'locked', { via: 'passkey' });
        throw new DomainError('tooManyAttempts');
      }
      try {
        await passkeys.verifySignIn(idHash, passkey, body.credential);
      } catch (error) {
        await recordSignIn(db, request, user, 'passkey-refused', { passkey: passkey.name });
        throw error;
      }
      await deps.throttle.succeeded(user.email, request.ip);
      // Signed in already ('Identität bestätigen' with a passkey, decision 051): the session stays and
      // its proof is fresh, so its form tokens and sign-out link keep working.
      if (request.user) {
        await deps.sessions.proveAgain(request, true);
        return { success: true as const };
      }
      return deps.sessions.signIn(request, reply, user, {
        secondFactorPassed: 'passkey',
        passkeyId: passkey.id,
        record: { via: 'passkey', passkey: passkey.name },
      });
    },
  });
}
