import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { auditActor, recordAuditEvent } from '../audit/record-audit-event.js';
import { accountCalls, passwordPairProblem, rules, texts } from '@bfsm/api-adapter';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { caller } from '../http/access-check.js';
import { HttpError } from '../http/http-error.js';
import { verifyPassword } from '../auth/passwords.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { SessionStore } from '../sessions/session-store.js';
import type { UserDirectory } from '../users/user-directory.js';
import { accountTexts } from './account-texts.js';

export interface PasswordRouteDependencies {
  route: ContractRouteOptions;
  users: Pick<UserDirectory, 'findById' | 'setPassword'>;
  throttle: Pick<LoginThrottle, 'admit' | 'succeeded'>;
  sessions: Pick<SessionStore, 'destroyAllOfUser'>;
  db: Kysely<Database>;
}

/**
 * Passwort ändern: the own password with the old one, or (admins) another user's without it.
 * Who may call, and that limited users may not, the contract's access declaration has settled.
 */
export function registerPasswordRoutes(app: FastifyInstance, deps: PasswordRouteDependencies): void {
  contractRoute(app, deps.route, accountCalls.changePassword, async ({ params, body }, request) => {
    const self = caller(request);
    const { first, second } = body.plainPassword;
    const problem = passwordPairProblem(first, second, 'change');
    if (problem)
      throw HttpError.invalidInput(problem, first.length < rules.passwordMinLength ? 'plainPassword.first' : 'plainPassword.second');

    if (params.userId !== undefined && params.userId !== self.id) {
      // Only an admin gets here with another user's id; he does not know that user's password.
      const target = await deps.users.findById(params.userId);
      if (!target) throw HttpError.notFound();
      await deps.users.setPassword(target.id, first);
      await deps.sessions.destroyAllOfUser(target.id);
      // The password itself is never recorded, only that it was set.
      await recordAuditEvent(deps.db, auditActor(request), {
        kind: 'password-changed-by-admin',
        subject: target,
        before: null,
        after: { passwordSet: true },
      });
      return { success: true as const };
    }

    if (!body.oldPassword) throw HttpError.invalidInput(texts.validation.required, 'oldPassword');
    // A stolen session must not become a way around the sign-in throttle to guess the password.
    if (!(await deps.throttle.admit(self.email, request.ip))) throw new HttpError(429, 'too-many-attempts', texts.errors.tooManyAttempts);
    const matches = self.password_hash !== null && (await verifyPassword(self.password_hash, body.oldPassword));
    if (!matches) throw new HttpError(400, 'invalid-credentials', accountTexts.oldPasswordWrong, 'oldPassword');
    await deps.throttle.succeeded(self.email, request.ip);
    await deps.users.setPassword(self.id, first);
    // Whoever else knew the old password may hold a session: they all end, this one stays.
    await deps.sessions.destroyAllOfUser(self.id, request.session?.idHash);
    return { success: true as const };
  });
}
