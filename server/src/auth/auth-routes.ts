import type { FastifyInstance } from 'fastify';
import { authCalls, texts } from '@bfsm/api-adapter';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import { isValidFormToken } from '../sessions/form-tokens.js';
import type { SessionManager } from '../sessions/session-manager.js';
import type { UserDirectory } from '../users/user-directory.js';
import { dummyVerify, verifyPassword } from './passwords.js';
import type { LoginThrottle } from './login-throttle.js';
import { registrationTexts } from '../registration/registration-texts.js';
import type { RegistrationService } from '../registration/registration-service.js';

export const logoutAction = 'logout';

export interface AuthRouteDependencies {
  route: ContractRouteOptions;
  sessions: SessionManager;
  users: UserDirectory;
  throttle: LoginThrottle;
  registration: Pick<RegistrationService, 'sendConfirmation'>;
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDependencies): void {
  contractRoute(app, deps.route, authCalls.checkLogin, async ({ body }, request, reply) => {
    const email = body.username.trim();
    if (!email || !body.password) throw HttpError.invalidInput(texts.forms.loginRequired);
    // Counted before the password is checked, so parallel guesses cannot all pass before one is recorded.
    if (!(await deps.throttle.admit(email, request.ip))) throw new HttpError(429, 'too-many-attempts', texts.errors.tooManyAttempts);

    const user = await deps.users.findByEmail(email);
    // An unknown address costs the same time and gets the same answer as a wrong password.
    const passwordMatches = user?.password_hash ? await verifyPassword(user.password_hash, body.password) : await dummyVerify(body.password);
    if (!user || !passwordMatches) throw new HttpError(400, 'invalid-credentials', texts.errors.invalidCredentials);
    await deps.throttle.succeeded(email, request.ip);
    // Only after the right password, so this tells nothing to someone who does not know it; a
    // fresh link helps whoever lost the first mail or let it expire.
    if (!user.email_confirmed) {
      await deps.registration.sendConfirmation(user);
      throw new HttpError(403, 'email-not-confirmed', registrationTexts.emailNotConfirmed);
    }
    await deps.sessions.start(request, reply, user);
    await deps.users.recordLogin(user.id);
    return { success: true as const };
  });

  // A link, so it is a GET; the token in it keeps other sites from signing our users out.
  contractRoute(app, deps.route, authCalls.logout, async ({ query }, request, reply) => {
    if (request.session && isValidFormToken(request.session.csrfSecret, logoutAction, query.token)) {
      await deps.sessions.end(request, reply);
    }
    return reply.redirect('/');
  });
}
