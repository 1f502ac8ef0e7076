import type { FastifyInstance } from 'fastify';
import { documentationCalls } from '@bfsm/api-adapter';
import { buildOpenApiDocument } from '@bfsm/api-adapter/openapi';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';

/** Serves the OpenAPI document of the webapi, generated once from the contract this server runs. */
export function registerOpenApiRoute(app: FastifyInstance, deps: { route: ContractRouteOptions; publicUrl: string }): void {
  const document = buildOpenApiDocument({ publicUrl: deps.publicUrl });
  contractRoute(app, deps.route, documentationCalls.getOpenApiDocument, async (_input, _request, reply) => {
    // The same for everyone and changed only by a new release.
    reply.header('cache-control', 'no-cache');
    return document;
  });
}
