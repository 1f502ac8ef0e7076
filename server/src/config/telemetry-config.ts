import * as z from 'zod';

/**
 * The settings of error reporting and usage analytics (decision 021), kept apart from the rest of the
 * configuration; config.ts merges them into the one environment schema.
 */

/**
 * A Sentry DSN: http(s)://<public key>@<host>[:port][/path]/<numeric project id>. Checked here
 * so that a typo stops the server at start instead of losing every report.
 */
const sentryDsn = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .url()
    .refine((value) => {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && url.username !== '' && /\/\d+$/.test(url.pathname);
    }, 'muss ein Sentry-DSN sein: https://<Schlüssel>@<Host>/<Projekt-Nummer>')
    .optional(),
);

const matomoUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https?$/ }).optional());

const telemetrySchema = z.object({
  SENTRY_DSN: sentryDsn,
  ERROR_REPORTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  MATOMO_URL: matomoUrl,
  MATOMO_SITE_ID: z.coerce.number().int().min(1).default(11),
  MATOMO_DIMENSION_ID: z.coerce.number().int().min(1).default(1),
});

/** The variables, for config.ts to spread into its schema. */
export const telemetryEnvironment = telemetrySchema.shape;

export function toTelemetryConfig(environment: z.infer<typeof telemetrySchema>) {
  return {
    /** Unset: error reports are written to the server's log instead of forwarded. */
    sentryDsn: environment.SENTRY_DSN,
    /** Error reports (envelopes) accepted per client address and minute. */
    errorReportsPerMinute: environment.ERROR_REPORTS_PER_MINUTE,
    /** Unset: no tracker, no cookie banner, and the CSP admits no analytics origin. */
    analytics: environment.MATOMO_URL
      ? {
          trackerUrl: environment.MATOMO_URL.replace(/\/*$/, '/'),
          siteId: environment.MATOMO_SITE_ID,
          colourSchemeDimension: environment.MATOMO_DIMENSION_ID,
        }
      : undefined,
  };
}
