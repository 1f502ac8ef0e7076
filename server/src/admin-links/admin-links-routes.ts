import type { FastifyInstance } from 'fastify';
import { adminLinkCalls } from '@bfsm/api-adapter';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';

export interface AdminLinkSettings {
  blogUrl: string | undefined;
  analyticsUrl: string | undefined;
}

/** The back-office's external links Blog and Analytics, as the operator configured them (BLOG_URL, ANALYTICS_URL). */
export function registerAdminLinkRoutes(app: FastifyInstance, deps: { route: ContractRouteOptions; links: AdminLinkSettings }): void {
  contractRoute(app, deps.route, adminLinkCalls.getAdminLinks, async () => ({
    blogUrl: deps.links.blogUrl ?? null,
    analyticsUrl: deps.links.analyticsUrl ?? null,
  }));
}
