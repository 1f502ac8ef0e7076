import type { FastifyInstance } from 'fastify';
import { registrationCalls } from '@bfsm/api-adapter';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import type { TermsService } from './terms-service.js';

/** Consent to the current privacy policy and terms (both boxes are required by the contract). */
export function registerTermsRoutes(app: FastifyInstance, deps: { route: ContractRouteOptions; terms: TermsService }): void {
  contractRoute(app, deps.route, registrationCalls.termsConsent, async (_input, request) => {
    if (!request.user) throw HttpError.unauthorized();
    await deps.terms.acceptCurrent(request.user.id);
    return { success: true };
  });
}
