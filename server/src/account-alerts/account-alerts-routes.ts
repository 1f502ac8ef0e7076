import { domainRoutes, formToken } from '../http/domain-routes.js';
import type { RequestOrigin } from './account-alerts.js';
import type { NotMeAnswer } from './not-me.js';

/** 'Das war ich nicht' from an account alert mail; the alerts themselves go out from the domains where things happen. */
export function accountAlertsRoutes(deps: { reportNotMe: (code: string, origin: RequestOrigin) => Promise<NotMeAnswer> }) {
  return domainRoutes('accountAlerts', {
    notMeToken: formToken,
    reportNotMe: async ({ params }, request) => ({ success: true as const, ...(await deps.reportNotMe(params.code, request)) }),
  });
}
