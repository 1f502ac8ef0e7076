import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults that run the portal on a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.admin).toBeUndefined();
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'kein-url', SMTP_URL: 'http://x' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL']) expect(message).toContain(name);
    }
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.de' })).toThrow('ADMIN_EMAIL');
    expect(loadConfig({ ADMIN_EMAIL: 'a@b.de', ADMIN_PASSWORD: 'geheim123' }).admin).toEqual({ email: 'a@b.de', password: 'geheim123' });
  });

  it('uses secure cookies behind an https PUBLIC_URL and strips a trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://portal.example.com/' });
    expect(config.publicUrl).toBe('https://portal.example.com');
    expect(config.secureCookies).toBe(true);
  });

  it('lets loopback read the metrics by default and checks the operator\'s addresses and token', () => {
    expect(loadConfig({}).metrics).toEqual({ allow: ['127.0.0.0/8', '::1'], token: undefined });
    expect(loadConfig({ METRICS_ALLOW: '10.0.0.0/8, 192.168.1.5' }).metrics.allow).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(() => loadConfig({ METRICS_ALLOW: 'prometheus.local' })).toThrow('METRICS_ALLOW');
    expect(() => loadConfig({ METRICS_TOKEN: 'kurz' })).toThrow('METRICS_TOKEN');
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainMs).toBe(0);
  });
});
