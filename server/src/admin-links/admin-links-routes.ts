import { domainRoutes } from '../http/domain-routes.js';

export interface AdminLinkSettings {
  blogUrl: string | undefined;
  analyticsUrl: string | undefined;
}

/** The back-office's external links Blog and Analytics, as the operator configured them (BLOG_URL, ANALYTICS_URL). */
export function adminLinksRoutes(deps: { links: AdminLinkSettings }) {
  return domainRoutes('adminLinks', {
    getAdminLinks: async () => ({
      blogUrl: deps.links.blogUrl ?? null,
      analyticsUrl: deps.links.analyticsUrl ?? null,
    }),
  });
}
