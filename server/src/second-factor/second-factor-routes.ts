import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { secondFactorCalls } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { caller } from '../http/access-check.js';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import { auditActor, auditSubject, recordAuditEvent } from '../audit/record-audit-event.js';
import { accountKey } from '../auth/login-throttle.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import { isAdmin } from '../users/roles.js';
import type { SecondFactorService } from './second-factor-service.js';
import { secondFactorTexts } from './second-factor-texts.js';

export interface SecondFactorRouteDependencies {
  route: ContractRouteOptions;
  db: Kysely<Database>;
  secondFactor: SecondFactorService;
  throttle: Pick<LoginThrottle, 'admit' | 'succeeded'>;
}

/** The own second factor (account area), and what admins see and do about another user's sign-in. */
export function registerSecondFactorRoutes(app: FastifyInstance, deps: SecondFactorRouteDependencies): void {
  const { route, secondFactor, db } = deps;

  contractRoute(app, route, secondFactorCalls.getSecondFactor, async (_input, request) => {
    const user = caller(request);
    return secondFactor.status({ id: user.id, isAdmin: isAdmin(user) });
  });

  contractRoute(app, route, secondFactorCalls.startSecondFactorSetup, async (_input, request) => secondFactor.startSetup(caller(request)));

  contractRoute(app, route, secondFactorCalls.confirmSecondFactor, async ({ body }, request) => {
    const recoveryCodes = await secondFactor.confirmSetup(caller(request), body.code, auditActor(request));
    return { success: true as const, recoveryCodes };
  });

  contractRoute(app, route, secondFactorCalls.disableSecondFactor, async ({ body }, request) => {
    const user = caller(request);
    if (!(await secondFactor.isEnabled(user.id))) throw HttpError.invalidInput(secondFactorTexts.notEnabled);
    // A stolen session must not become a way to guess codes past the sign-in throttle.
    if (!(await deps.throttle.admit(user.email, request.ip))) throw HttpError.tooManyAttempts();
    const checked = await secondFactor.check(user.id, body.code);
    if (!checked.ok) throw HttpError.invalidInput(secondFactorTexts.codeWrong, 'code');
    await deps.throttle.succeeded(user.email, request.ip);
    await secondFactor.remove(user, auditActor(request), 'second-factor-disabled');
    return { success: true as const };
  });

  async function existingUser(userId: number) {
    const user = await auditSubject(db, userId);
    if (!user) throw HttpError.notFound();
    return user;
  }

  contractRoute(app, route, secondFactorCalls.getUserSecurity, async ({ params }) => {
    const user = await existingUser(params.userId);
    const counter = await db
      .selectFrom('attempt_counters')
      .select('locked_until')
      .where('key', '=', accountKey(user.email))
      .executeTakeFirst();
    const lockedUntil =
      counter?.locked_until && new Date(counter.locked_until) > new Date() ? new Date(counter.locked_until).toISOString() : null;
    return { lockedUntil, secondFactorEnabled: await secondFactor.isEnabled(user.id) };
  });

  contractRoute(app, route, secondFactorCalls.unlockSignIn, async ({ params }, request) => {
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
  });

  contractRoute(app, route, secondFactorCalls.resetSecondFactor, async ({ params }, request) => {
    const user = await existingUser(params.userId);
    if (!(await secondFactor.remove(user, auditActor(request), 'second-factor-reset')))
      throw HttpError.invalidInput(secondFactorTexts.notEnabled);
    return { success: true as const };
  });
}
