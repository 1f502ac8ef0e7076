import { ConfigError, loadConfig } from './config.js';

describe('telemetry settings', () => {
  it('log error reports and run no tracker by default', () => {
    expect(loadConfig({}).telemetry).toEqual({ sentryDsn: undefined, errorReportsPerMinute: 30, analytics: undefined });
  });

  it('read the tracker with site id 11 and dimension 1 unless told otherwise, its address ending in a slash', () => {
    expect(loadConfig({ MATOMO_URL: 'https://statistik.example.test' }).telemetry.analytics).toEqual({
      trackerUrl: 'https://statistik.example.test/',
      siteId: 11,
      colourSchemeDimension: 1,
    });
    expect(
      loadConfig({ MATOMO_URL: 'https://example.test/matomo/', MATOMO_SITE_ID: '4', MATOMO_DIMENSION_ID: '2' }).telemetry.analytics,
    ).toEqual({ trackerUrl: 'https://example.test/matomo/', siteId: 4, colourSchemeDimension: 2 });
  });

  it('take a Sentry DSN with a key and a numeric project', () => {
    expect(loadConfig({ SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/4711' }).telemetry.sentryDsn).toBe(
      'https://abc123@o1.ingest.sentry.io/4711',
    );
  });

  it('name each bad variable', () => {
    try {
      loadConfig({
        SENTRY_DSN: 'https://sentry.example/4711',
        MATOMO_URL: 'ftp://statistik.example.test',
        MATOMO_SITE_ID: 'elf',
        ERROR_REPORTS_PER_MINUTE: '0',
      });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      for (const name of ['SENTRY_DSN', 'MATOMO_URL', 'MATOMO_SITE_ID', 'ERROR_REPORTS_PER_MINUTE'])
        expect((error as Error).message).toContain(name);
    }
  });
});
