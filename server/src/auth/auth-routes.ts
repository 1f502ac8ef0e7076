import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { authCalls, secondFactorCalls, texts, type SignInOutcome } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import { isValidFormToken } from '../sessions/form-tokens.js';
import type { SessionManager } from '../sessions/session-manager.js';
import type { UserRow } from '../sessions/session-store.js';
import type { UserDirectory } from '../users/user-directory.js';
import { recordSignIn as recordSignInOf } from '../audit/record-sign-in.js';
import type { SecondFactorService } from '../second-factor/second-factor-service.js';
import { secondFactorTexts } from '../second-factor/second-factor-texts.js';
import { dummyVerify, verifyPassword } from './passwords.js';
import type { LoginThrottle } from './login-throttle.js';
import { registrationTexts } from '../registration/registration-texts.js';
import type { RegistrationService } from '../registration/registration-service.js';

export const logoutAction = 'logout';

/** How long after the right password the code may come. */
const codeWaitMs = 5 * 60_000;

export interface AuthRouteDependencies {
  route: ContractRouteOptions;
  db: Kysely<Database>;
  sessions: SessionManager;
  users: UserDirectory;
  throttle: LoginThrottle;
  registration: Pick<RegistrationService, 'sendConfirmation'>;
  secondFactor: Pick<SecondFactorService, 'check'>;
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDependencies): void {
  /** Every sign-in of a known account goes to its timeline, with its outcome; unknown addresses are not kept. */
  const recordSignIn = (request: FastifyRequest, user: UserRow, outcome: SignInOutcome, extra: Record<string, unknown> = {}) =>
    recordSignInOf(deps.db, request, user, outcome, extra);

  contractRoute(app, deps.route, authCalls.checkLogin, async ({ body }, request, reply) => {
    const email = body.username.trim();
    if (!email || !body.password) throw HttpError.invalidInput(texts.forms.loginRequired);
    // Counted before the password is checked, so parallel guesses cannot all pass before one is recorded.
    if (!(await deps.throttle.admit(email, request.ip))) {
      const locked = await deps.users.findByEmail(email);
      if (locked) await recordSignIn(request, locked, 'locked');
      throw HttpError.tooManyAttempts();
    }

    const user = await deps.users.findByEmail(email);
    // An unknown address costs the same time and gets the same answer as a wrong password.
    const passwordMatches = user?.password_hash
      ? await verifyPassword(user.password_hash, body.password)
      : await dummyVerify(body.password);
    if (!user || !passwordMatches) {
      if (user) await recordSignIn(request, user, 'wrong-password');
      throw new HttpError(400, 'invalid-credentials', texts.errors.invalidCredentials);
    }
    // Only after the right password, so this tells nothing to someone who does not know it; a
    // fresh link helps whoever lost the first mail or let it expire.
    if (!user.email_confirmed) {
      await deps.throttle.succeeded(email, request.ip);
      await recordSignIn(request, user, 'email-not-confirmed');
      await deps.registration.sendConfirmation(user);
      throw new HttpError(403, 'email-not-confirmed', registrationTexts.emailNotConfirmed);
    }
    const answer = await deps.sessions.signIn(request, reply, user);
    // With a code still to come, the attempt stays counted until the code is right too: whoever
    // knows the password cannot clear the account's count by typing it again between guesses.
    if (answer.secondFactor) await deps.throttle.passwordRightCodeAwaited(request.ip);
    else await deps.throttle.succeeded(email, request.ip);
    return answer;
  });

  contractRoute(app, deps.route, secondFactorCalls.checkLoginCode, async ({ body }, request, reply) => {
    const pending = request.user ? null : request.session?.pending;
    if (!pending || Date.now() - pending.since.getTime() > codeWaitMs)
      throw new HttpError(400, 'invalid-credentials', secondFactorTexts.signInAgain);
    const user = await deps.users.findById(pending.userId);
    if (!user) throw new HttpError(400, 'invalid-credentials', secondFactorTexts.signInAgain);
    // Wrong codes count towards the same throttle as wrong passwords.
    if (!(await deps.throttle.admit(user.email, request.ip))) {
      await recordSignIn(request, user, 'locked');
      throw HttpError.tooManyAttempts();
    }
    const checked = await deps.secondFactor.check(user.id, body.code);
    if (!checked.ok) {
      await recordSignIn(request, user, checked.reason);
      throw new HttpError(400, 'invalid-credentials', secondFactorTexts.codeWrong);
    }
    await deps.throttle.succeeded(user.email, request.ip);
    return deps.sessions.signIn(request, reply, user, { secondFactorPassed: checked.via });
  });

  // A link, so it is a GET; the token in it keeps other sites from signing our users out.
  contractRoute(app, deps.route, authCalls.logout, async ({ query }, request, reply) => {
    if (request.session && isValidFormToken(request.session.csrfSecret, logoutAction, query.token)) {
      await deps.sessions.end(request, reply);
    }
    return reply.redirect('/');
  });
}
