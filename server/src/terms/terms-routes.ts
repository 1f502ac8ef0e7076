import type { FastifyInstance } from 'fastify';
import { registrationCalls } from '@bfsm/api-adapter';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { caller } from '../http/access-check.js';
import type { TermsService } from './terms-service.js';

/** Consent to the current privacy policy and terms (both boxes are required by the contract). */
export function registerTermsRoutes(app: FastifyInstance, deps: { route: ContractRouteOptions; terms: TermsService }): void {
  contractRoute(app, deps.route, registrationCalls.termsConsent, async (_input, request) => {
    await deps.terms.acceptCurrent(caller(request).id);
    return { success: true };
  });
}
