import * as z from 'zod/mini';
import { publicAccess } from './access.js';
import { defineCall } from './define.js';

/**
 * Error reporting and usage analytics (decision 021; README, 'Error reports and statistics'). Our
 * own calls: error reports go as a POST to an endpoint under /webapi, and the apps need
 * the operator's settings to start either. Both are public: errors happen before sign-in too.
 */

export const telemetrySettings = z.object({
  /**
   * The DSN the apps put into their error-report envelopes: the operator's SENTRY_DSN (its public
   * part, which Sentry hands to every browser anyway), or one naming this portal when reports go
   * to the server's log. The tunnel accepts envelopes for this DSN only.
   */
  errorReporting: z.object({ dsn: z.string() }),
  /** The Matomo tracker, or null when the operator runs none: then no banner is shown either. */
  analytics: z.nullable(
    z.object({
      /** The Matomo base address, ending in '/': matomo.js and matomo.php are below it. */
      trackerUrl: z.string(),
      siteId: z.number(),
      /** The custom dimension that records a light or dark colour scheme. */
      colourSchemeDimension: z.number(),
    }),
  ),
});
export type TelemetrySettings = z.infer<typeof telemetrySettings>;
export type AnalyticsSettings = NonNullable<TelemetrySettings['analytics']>;

/**
 * The meta element in which the server hands the analytics settings to the customer app with its
 * index.html, so that the cookie banner is part of the first screen rather than pushing it down
 * when the settings call answers (decision 025).
 */
export const analyticsMetaName = 'bfsm-analytics';

export const getTelemetrySettings = defineCall({
  name: 'getTelemetrySettings',
  method: 'GET',
  path: '/webapi/telemetry-settings',
  access: publicAccess,
  encoding: 'none',
  response: telemetrySettings,
});

/**
 * The tunnel: the error-reporting SDK posts its envelopes here instead of to Sentry, so reports
 * survive ad blockers, the CSP needs no foreign origin, and the server can scrub them. No token:
 * the SDK cannot fetch one, and nothing here acts for a session; the Origin check applies.
 */
export const sendErrorReport = defineCall({
  name: 'sendErrorReport',
  method: 'POST',
  path: '/webapi/error-reports',
  access: publicAccess,
  encoding: 'text',
  body: z.object({ text: z.string() }),
  /** An envelope for another Sentry project than the operator's: the tunnel is no open proxy. */
  errors: ['forbidden'],
  response: z.object({ success: z.literal(true) }),
});
