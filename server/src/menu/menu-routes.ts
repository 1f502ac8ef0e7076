import type { FastifyInstance } from 'fastify';
import { authCalls, texts } from '@bfsm/api-adapter';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import { issueFormToken } from '../sessions/form-tokens.js';
import type { TermsService } from '../terms/terms-service.js';
import { logoutAction } from '../auth/auth-routes.js';
import { buildMenuInfo, type MenuContent } from './menu-info.js';
import { withEndedTrial } from '../trial/ended-trial.js';

export function registerMenuRoutes(
  app: FastifyInstance,
  deps: { route: ContractRouteOptions; terms: Pick<TermsService, 'hasAcceptedCurrent'>; content: MenuContent; clock: () => Date },
): void {
  contractRoute(app, deps.route, authCalls.getMenuInfo, async (_input, request) => {
    const { user, session } = request;
    if (!user || !session) return buildMenuInfo(deps.content, null, '');
    // The shell sends a user who has not accepted the current terms to the consent screen.
    if (!(await deps.terms.hasAcceptedCurrent(user.id))) throw new HttpError(403, 'terms-consent', texts.errors.termsConsent);
    const logoutUrl = `/logout?token=${encodeURIComponent(issueFormToken(session.csrfSecret, logoutAction))}`;
    const now = deps.clock();
    return buildMenuInfo(deps.content, withEndedTrial(user, now), logoutUrl, now);
  });
}
