import { domainRoutes, formToken } from '../http/domain-routes.js';
import type { createNotMe } from './not-me.js';

/** 'Das war ich nicht' from an account alert mail; the alerts themselves go out from the domains where things happen. */
export function accountAlertsRoutes(deps: { reportNotMe: ReturnType<typeof createNotMe> }) {
  return domainRoutes('accountAlerts', {
    notMeToken: formToken,
    reportNotMe: async ({ params }, request) => ({ success: true as const, ...(await deps.reportNotMe(params.code, request)) }),
  });
}
