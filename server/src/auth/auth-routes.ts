import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SignInOutcome } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { domainRoutes } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import { isValidFormToken, issueFormToken } from '../http/form-tokens.js';
import { endCurrentSession, signIn, type SessionManagerDeps } from '../sessions/session-manager.js';
import type { UserDirectory } from '../users/user-directory.js';
import type { CurrentTerms } from '../registration/terms.js';
import { recordSignIn as recordSignInOf } from '../audit/record-sign-in.js';
import { withEndedTrial } from '../trial/ended-trial.js';
import { passwordStep } from './password-step.js';
import { passwordRightCodeAwaited, signInSucceeded, type LoginThrottle } from './login-throttle.js';
import { buildMenuInfo, type MenuContent } from './menu-info.js';
import type { UserRow } from '../db/rows.js';

export const logoutAction = 'logout';

export interface AuthRouteDependencies {
  db: Kysely<Database>;
  sessions: SessionManagerDeps;
  users: UserDirectory;
  throttle: LoginThrottle;
  /** A fresh confirmation link for a right password on an unconfirmed address (registration's, bound by the composition). */
  sendConfirmation: (user: UserRow) => Promise<void>;
  terms: Pick<CurrentTerms, 'hasAcceptedCurrent'>;
  menu: MenuContent;
  clock: () => Date;
}

/** The header menu, the sign-in with the password and the sign-out. */
export function authRoutes(deps: AuthRouteDependencies) {
  /** Every sign-in of a known account goes to its timeline, with its outcome; unknown addresses are not kept. */
  const recordSignIn = (request: FastifyRequest, user: UserRow, outcome: SignInOutcome) =>
    recordSignInOf(deps.db, request.ip, user, outcome);

  return domainRoutes('auth', {
    getMenuInfo: async (_input, request) => {
      const { user, session } = request;
      if (!user || !session) return buildMenuInfo(deps.menu, null, '');
      // The shell sends a user who has not accepted the current terms to the consent screen.
      if (!(await deps.terms.hasAcceptedCurrent(user.id))) throw new DomainError('termsConsentMissing');
      const logoutUrl = `/logout?token=${encodeURIComponent(issueFormToken(session.csrfSecret, logoutAction))}`;
      const now = deps.clock();
      return buildMenuInfo(deps.menu, withEndedTrial(user, now), logoutUrl, now);
    },

    checkLogin: async ({ body }, request, reply) => {
      const email = body.username.trim();
      if (!email || !body.password) throw new DomainError('loginRequired');
      const user = await passwordStep(deps, request.ip, { email, password: body.password });
      // Only after the right password, so this tells nothing to someone who does not know it; a
      // fresh link helps whoever lost the first mail or let it expire.
      if (!user.email_confirmed) {
        await signInSucceeded(deps.throttle, email, request.ip);
        await recordSignIn(request, user, 'email-not-confirmed');
        await deps.sendConfirmation(user);
        throw new DomainError('emailNotConfirmed');
      }
      const answer = await signIn(deps.sessions, request, reply, user);
      // With a code still to come, the attempt stays counted until the code is right too: whoever
      // knows the password cannot clear the account's count by typing it again between guesses.
      if (answer.secondFactor) await passwordRightCodeAwaited(deps.throttle, request.ip);
      else await signInSucceeded(deps.throttle, email, request.ip);
      return answer;
    },

    // A link, so it is a GET; the token in it keeps other sites from signing our users out.
    logout: async ({ query }, request, reply) => {
      if (request.session && isValidFormToken(request.session.csrfSecret, logoutAction, query.token)) {
        await endCurrentSession(deps.sessions, request, reply);
      }
      return reply.redirect('/');
    },
  });
}
