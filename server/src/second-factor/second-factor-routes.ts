import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { caller } from '../http/access-check.js';
import { domainRoutes, formToken } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import { auditActor, auditSubject, recordAuditEvent } from '../audit/record-audit-event.js';
import { recordSignIn } from '../audit/record-sign-in.js';
import { verifyPassword } from '../auth/passwords.js';
import { accountKey, type LoginThrottle } from '../auth/login-throttle.js';
import type { SessionManager } from '../sessions/session-manager.js';
import type { UserDirectory } from '../users/user-directory.js';
import { isAdmin } from '../users/roles.js';
import type { SecondFactorService } from './second-factor-service.js';
import { byAdministrator, type AccountAlerts } from '../account-alerts/account-alerts.js';

/** How long after the right password the code may come. */
const codeWaitMs = 5 * 60_000;

export interface SecondFactorRouteDependencies {
  db: Kysely<Database>;
  secondFactor: SecondFactorService;
  throttle: Pick<LoginThrottle, 'admit' | 'succeeded'>;
  users: Pick<UserDirectory, 'findById'>;
  sessions: Pick<SessionManager, 'signIn'>;
  /** Tells the account's owner by mail (decision 044). */
  alerts: Pick<AccountAlerts, 'sendAccountAlert'>;
}

/**
 * The code step of the sign-in, the own second factor (account area), and what admins see and
 * do about another user's sign-in.
 */
export function secondFactorRoutes(deps: SecondFactorRouteDependencies) {
  const { secondFactor, db } = deps;

  async function existingUser(userId: number) {
    const user = await auditSubject(db, userId);
    if (!user) throw new DomainError('notFound');
    return user;
  }

  /** The password or a current code (which it uses up): either proves the owner, as the renewal asks for one of them. */
  async function ownerProof(user: { id: number; password_hash: string | null }, passwordOrCode: string): Promise<boolean> {
    if ((await secondFactor.check(user.id, passwordOrCode)).ok) return true;
    return user.password_hash !== null && (await verifyPassword(user.password_hash, passwordOrCode));
  }

  return domainRoutes('secondFactor', {
    secondFactorToken: formToken,

    checkLoginCode: async ({ body }, request, reply) => {
      const pending = request.user ? null : request.session?.pending;
      if (!pending || Date.now() - pending.since.getTime() > codeWaitMs) throw new DomainError('signInAgain');
      const user = await deps.users.findById(pending.userId);
      if (!user) throw new DomainError('signInAgain');
      // Wrong codes count towards the same throttle as wrong passwords.
      if (!(await deps.throttle.admit(user.email, request.ip))) {
        await recordSignIn(db, request, user, 'locked');
        throw new DomainError('tooManyAttempts');
      }
      const checked = await secondFactor.check(user.id, body.code);
      if (!checked.ok) {
        await recordSignIn(db, request, user, checked.reason);
        throw new DomainError('loginCodeWrong');
      }
      await deps.throttle.succeeded(user.email, request.ip);
      const answer = await deps.sessions.signIn(request, reply, user, { secondFactorPassed: checked.via });
      // Signing in with a recovery code says how many remain (the login offers new ones when few do).
      if (checked.via !== 'recovery-code') return answer;
      return { ...answer, recoveryCodesLeft: await secondFactor.recoveryCodesLeft(user.id) };
    },

    getSecondFactor: async (_input, request) => {
      const user = caller(request);
      return secondFactor.status({ id: user.id, isAdmin: isAdmin(user) }, request.session?.passkey ?? false);
    },

    startSecondFactorSetup: async (_input, request) => secondFactor.startSetup(caller(request)),

    confirmSecondFactor: async ({ body }, request) => {
      const recoveryCodes = await secondFactor.confirmSetup(caller(request), body.code, auditActor(request));
      await deps.alerts.sendAccountAlert(caller(request).id, 'second-factor-added', request);
      return { success: true as const, recoveryCodes };
    },

    disableSecondFactor: async ({ body }, request) => {
      const user = caller(request);
      if (!(await secondFactor.isEnabled(user.id))) throw new DomainError('secondFactorNotEnabled');
      // A stolen session must not become a way to guess codes past the sign-in throttle.
      if (!(await deps.throttle.admit(user.email, request.ip))) throw new DomainError('tooManyAttempts');
      const checked = await secondFactor.check(user.id, body.code);
      if (!checked.ok) throw new DomainError('secondFactorCodeWrong');
      await deps.throttle.succeeded(user.email, request.ip);
      await secondFactor.remove(user, auditActor(request), 'second-factor-disabled');
      await deps.alerts.sendAccountAlert(user.id, 'second-factor-removed', request);
      return { success: true as const };
    },

    renewRecoveryCodes: async ({ body }, request) => {
      const user = caller(request);
      if (!(await secondFactor.isEnabled(user.id))) throw new DomainError('secondFactorNotEnabled');
      // Like switching it off: a stolen session must not become a way to guess passwords or codes.
      if (!(await deps.throttle.admit(user.email, request.ip))) throw new DomainError('tooManyAttempts');
      if (!(await ownerProof(user, body.passwordOrCode))) throw new DomainError('passwordOrCodeWrong');
      await deps.throttle.succeeded(user.email, request.ip);
      const recoveryCodes = await secondFactor.renewRecoveryCodes(user, auditActor(request));
      return { success: true as const, recoveryCodes };
    },
    getUserSecurity: async ({ params }) => {
      const user = await existingUser(params.userId);
      const counter = await db
        .selectFrom('attempt_counters')
        .select('locked_until')
        .where('key', '=', accountKey(user.email))
        .executeTakeFirst();
      const lockedUntil =
        counter?.locked_until && new Date(counter.locked_until) > new Date() ? new Date(counter.locked_until).toISOString() : null;
      return { lockedUntil, secondFactorEnabled: await secondFactor.isEnabled(user.id) };
    },

    unlockSignIn: async ({ params }, request) => {
      const user = await existingUser(params.userId);
      await db.transaction().execute(async (trx) => {
        const counter = await trx
          .deleteFrom('attempt_counters')
          .where('key', '=', accountKey(user.email))
          .returning(['attempts', 'locked_until'])
          .executeTakeFirst();
        const lockedUntil = counter?.locked_until ? new Date(counter.locked_until).toISOString() : null;
        await recordAuditEvent(trx, auditActor(request), {
          kind: 'sign-in-unlocked',
          subject: user,
          before: { lockedUntil, failedAttempts: counter?.attempts ?? 0 },
          after: { lockedUntil: null, failedAttempts: 0 },
        });
      });
      return { success: true as const };
    },

    resetSecondFactor: async ({ params }, request) => {
      const user = await existingUser(params.userId);
      if (!(await secondFactor.remove(user, auditActor(request), 'second-factor-reset'))) throw new DomainError('secondFactorNotEnabled');
      await deps.alerts.sendAccountAlert(user.id, 'second-factor-removed', byAdministrator);
      return { success: true as const };
    },
  });
}
