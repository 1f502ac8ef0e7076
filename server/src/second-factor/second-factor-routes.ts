import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { caller } from '../http/access-check.js';
import { domainRoutes, formToken } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import { auditSubject, recordAuditEvent } from '../audit/record-audit-event.js';
import { auditActor } from '../http/audit-actor.js';
import { recordSignIn } from '../audit/record-sign-in.js';
import { verifyPassword } from '../auth/passwords.js';
import { accountKey, admitSignIn, signInSucceeded, type LoginThrottle } from '../auth/login-throttle.js';
import { passedFirstSecondFactor, proveAgain, signIn, type SessionManagerDeps } from '../sessions/session-manager.js';
import type { UserDirectory } from '../users/user-directory.js';
import { isAdmin } from '../db/roles.js';
import { checkSecondFactorCode, isSecondFactorEnabled, recoveryCodesLeft, type SecondFactorDeps } from './second-factor-codes.js';
import {
  confirmSecondFactorSetup,
  removeSecondFactor,
  renewRecoveryCodes,
  secondFactorStatus,
  startSecondFactorSetup,
} from './second-factor-setup.js';
import { hasSecondFactor } from '../credentials/account-credentials.js';
import { byAdministrator, type AccountAlerts } from '../account-alerts/account-alerts.js';

/** How long after the right password the code may come. */
const codeWaitMs = 5 * 60_000;

export interface SecondFactorRouteDependencies {
  db: Kysely<Database>;
  secondFactor: SecondFactorDeps;
  throttle: LoginThrottle;
  users: Pick<UserDirectory, 'findById'>;
  sessions: SessionManagerDeps;
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

  return domainRoutes('secondFactor', {
    secondFactorToken: formToken,

    checkLoginCode: async ({ body }, request, reply) => {
      const pending = request.user ? null : request.session?.pending;
      if (!pending || Date.now() - pending.since.getTime() > codeWaitMs) throw new DomainError('signInAgain');
      const user = await deps.users.findById(pending.userId);
      if (!user) throw new DomainError('signInAgain');
      // Wrong codes count towards the same throttle as wrong passwords.
      if (!(await admitSignIn(deps.throttle, user.email, request.ip))) {
        await recordSignIn(db, request.ip, user, 'locked');
        throw new DomainError('tooManyAttempts');
      }
      const checked = await checkSecondFactorCode(secondFactor, user.id, body.code);
      if (!checked.ok) {
        await recordSignIn(db, request.ip, user, checked.reason);
        throw new DomainError('loginCodeWrong');
      }
      await signInSucceeded(deps.throttle, user.email, request.ip);
      const answer = await signIn(deps.sessions, request, reply, user, { secondFactorPassed: checked.via });
      // Signing in with a recovery code says how many remain (the login offers new ones when few do).
      if (checked.via !== 'recovery-code') return answer;
      return { ...answer, recoveryCodesLeft: await recoveryCodesLeft(db, user.id) };
    },

    getSecondFactor: async (_input, request) => {
      const user = caller(request);
      return secondFactorStatus(secondFactor, { id: user.id, isAdmin: isAdmin(user) }, request.session?.secondFactorPassed ?? false);
    },

    startSecondFactorSetup: async (_input, request) => startSecondFactorSetup(secondFactor, caller(request)),

    confirmSecondFactor: async ({ body }, request) => {
      const first = !(await hasSecondFactor(db, caller(request).id));
      const recoveryCodes = await confirmSecondFactorSetup(secondFactor, caller(request), body.code, auditActor(request));
      // The account's first factor, set up here: this session has passed it (an admin's back-office opens).
      if (first) await passedFirstSecondFactor(deps.sessions, request);
      await deps.alerts.sendAccountAlert(caller(request).id, 'second-factor-added', request);
      return { success: true as const, recoveryCodes };
    },

    disableSecondFactor: async ({ body }, request) => {
      const user = caller(request);
      if (!(await isSecondFactorEnabled(db, user.id))) throw new DomainError('secondFactorNotEnabled');
      // A stolen session must not become a way to guess codes past the sign-in throttle.
      if (!(await admitSignIn(deps.throttle, user.email, request.ip))) throw new DomainError('tooManyAttempts');
      const checked = await checkSecondFactorCode(secondFactor, user.id, body.code);
      if (!checked.ok) throw new DomainError('secondFactorCodeWrong');
      await signInSucceeded(deps.throttle, user.email, request.ip);
      await removeSecondFactor(db, user, auditActor(request), 'second-factor-disabled');
      await deps.alerts.sendAccountAlert(user.id, 'second-factor-removed', request);
      return { success: true as const };
    },

    // The fresh proof that the access check asks for (decision 051) shows it is the owner.
    renewRecoveryCodes: async (_input, request) => {
      const user = caller(request);
      if (!(await isSecondFactorEnabled(db, user.id))) throw new DomainError('secondFactorNotEnabled');
      const recoveryCodes = await renewRecoveryCodes(db, user, auditActor(request));
      return { success: true as const, recoveryCodes };
    },
    confirmIdentity: async ({ body }, request) => {
      const user = caller(request);
      // A stolen session must not become a way around the sign-in throttle to guess passwords or codes.
      if (!(await admitSignIn(deps.throttle, user.email, request.ip))) throw new DomainError('tooManyAttempts');
      const passwordRight = user.password_hash !== null && (await verifyPassword(user.password_hash, body.password));
      if (!passwordRight) throw new DomainError('passwordOrCodeWrong', { field: 'password' });
      const hasApp = await isSecondFactorEnabled(db, user.id);
      if (hasApp) {
        if (!body.code?.trim()) throw new DomainError('identityCodeMissing');
        if (!(await checkSecondFactorCode(secondFactor, user.id, body.code.trim())).ok)
          throw new DomainError('passwordOrCodeWrong', { field: 'code' });
      } else if (await hasSecondFactor(db, user.id)) {
        // The account's second factor is a passkey, which a password form cannot carry: a passkey sign-in proves both.
        throw new DomainError('identityNeedsPasskey');
      }
      await signInSucceeded(deps.throttle, user.email, request.ip);
      await proveAgain(deps.sessions, request, hasApp);
      return { success: true as const };
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
      return { lockedUntil, secondFactorEnabled: await isSecondFactorEnabled(db, user.id) };
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
      if (!(await removeSecondFactor(db, user, auditActor(request), 'second-factor-reset')))
        throw new DomainError('secondFactorNotEnabled');
      await deps.alerts.sendAccountAlert(user.id, 'second-factor-removed', byAdministrator);
      return { success: true as const };
    },
  });
}
