import { buildOpenApiDocument } from '@bfsm/api-adapter/openapi';
import { domainRoutes } from '../http/domain-routes.js';

/** Serves the OpenAPI document of the webapi, generated once from the contract this server runs. */
export function documentationRoutes(deps: { publicUrl: string }) {
  const document = buildOpenApiDocument({ publicUrl: deps.publicUrl });
  return domainRoutes('documentation', {
    getOpenApiDocument: async (_input, _request, reply) => {
      // The same for everyone and changed only by a new release.
      reply.header('cache-control', 'no-cache');
      return document;
    },
  });
}
