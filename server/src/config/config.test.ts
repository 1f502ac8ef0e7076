import { ConfigError, loadConfig, testConfig } from './config.js';

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
    expect(loadConfig({ ADMIN_EMAIL: 'a@b.de', ADMIN_PASSWORD: 'geheim-und-lang' }).admin).toEqual({
      email: 'a@b.de',
      password: 'geheim-und-lang',
    });
  });

  it('uses secure cookies behind an https PUBLIC_URL and strips a trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://portal.example.com/' });
    expect(config.publicUrl).toBe('https://portal.example.com');
    expect(config.secureCookies).toBe(true);
  });

  it('reads the sales phone number, leaves it out when empty and refuses text that is no number', () => {
    expect(loadConfig({ SALES_PHONE: ' +49 30 1234-567 ' }).product.salesPhone).toBe('+49 30 1234-567');
    expect(loadConfig({ SALES_PHONE: '' }).product.salesPhone).toBeUndefined();
    expect(loadConfig({}).product.salesPhone).toBeUndefined();
    expect(() => loadConfig({ SALES_PHONE: 'ruf an' })).toThrow('SALES_PHONE');
  });

  it("reads DEVICE_REPLACEMENTS_PER_YEAR, 2 by default, 0 turning 'Gerät ersetzen' off for customers", () => {
    expect(testConfig().deviceReplacementsPerYear).toBe(2);
    expect(testConfig({ DEVICE_REPLACEMENTS_PER_YEAR: '0' }).deviceReplacementsPerYear).toBe(0);
    expect(() => testConfig({ DEVICE_REPLACEMENTS_PER_YEAR: '-1' })).toThrow(/DEVICE_REPLACEMENTS_PER_YEAR/);
  });

  it('reads INVOICE_RETENTION_YEARS, 8 full years by default, at least 1', () => {
    expect(testConfig().accounting.invoiceRetentionYears).toBe(8);
    expect(testConfig({ INVOICE_RETENTION_YEARS: '10' }).accounting.invoiceRetentionYears).toBe(10);
    expect(() => testConfig({ INVOICE_RETENTION_YEARS: '0' })).toThrow(/INVOICE_RETENTION_YEARS/);
    expect(() => testConfig({ INVOICE_RETENTION_YEARS: '7.5' })).toThrow(/INVOICE_RETENTION_YEARS/);
  });

  it('refuses a database pool of one connection, on which a background job would wait for ever', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow('DATABASE_POOL_SIZE: mindestens 2');
    expect(loadConfig({ DATABASE_POOL_SIZE: '2' }).databasePoolSize).toBe(2);
  });

  it('reads CSP_IMG_ORIGINS as a list of origins, none by default, and refuses anything else', () => {
    expect(loadConfig({}).imageOrigins).toEqual([]);
    expect(
      loadConfig({
        CSP_IMG_ORIGINS: ' https://bilder.example.de, http://CDN.example.com:8080/ ,https://bücher.example,https://*.example.org ',
      }).imageOrigins,
    ).toEqual(['https://bilder.example.de', 'http://cdn.example.com:8080', 'https://xn--bcher-kva.example', 'https://*.example.org']);
    for (const bad of [
      'https:',
      '*',
      'https://a;b.example.de',
      "https://a'b.example.de",
      'https://bilder.example.de/pfad',
      'https://bilder.example.de?x=1',
      'https://nutzer@bilder.example.de',
      'ftp://bilder.example.de',
      "https://a.example.de 'unsafe-inline'",
      'https://a.example.de;script-src *',
    ]) {
      expect(() => loadConfig({ CSP_IMG_ORIGINS: bad })).toThrow('CSP_IMG_ORIGINS');
    }
  });

  it('trusts no proxy by default, and the listed proxy addresses and ranges when TRUST_PROXY names them', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.7, 192.168.0.0/16,loopback' }).trustProxy).toEqual(['10.0.0.7', '192.168.0.0/16', 'loopback']);
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
  });

  it('refuses a TRUST_PROXY that would let a client choose its own address, naming what to set instead', () => {
    for (const value of ['true', '1', '2']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: .*TRUST_PROXY=127\.0\.0\.1.*TRUST_PROXY=10\.0\.0\.0\/8.*TRUST_PROXY=false/s,
      );
    }
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY: invalid IP address: proxy\.example\.com/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses an ADMIN_PASSWORD that is common or the admin address itself', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'chef@example.com', ADMIN_PASSWORD: 'password1' })).toThrow(
      'ADMIN_PASSWORD: Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.',
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'chef@example.com', ADMIN_PASSWORD: 'Chef@Example.com' })).toThrow(
      'ADMIN_PASSWORD: Ihr Passwort darf nicht Ihre E-Mail-Adresse sein.',
    );
  });

  it("lets loopback read the metrics by default and checks the operator's addresses and token", () => {
    expect(loadConfig({}).metrics).toEqual({ allow: ['127.0.0.0/8', '::1'], token: undefined });
    expect(loadConfig({ METRICS_ALLOW: '10.0.0.0/8, 192.168.1.5' }).metrics.allow).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(() => loadConfig({ METRICS_ALLOW: 'prometheus.local' })).toThrow('METRICS_ALLOW');
    expect(() => loadConfig({ METRICS_TOKEN: 'kurz' })).toThrow('METRICS_TOKEN');
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainMs).toBe(0);
  });

  it('reads LICENSE_SIGNING_KEY as PEM, with \\n escapes from a one-line setting, and refuses anything else', () => {
    const pem = '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIG5vdC1hLXJlYWwta2V5LWp1c3QtdGhlLXNoYXBlLTAx\n-----END PRIVATE KEY-----';
    expect(loadConfig({}).licenseSigningKey).toBeUndefined();
    expect(loadConfig({ LICENSE_SIGNING_KEY: pem.replace(/\n/g, '\\n') }).licenseSigningKey).toBe(pem);
    expect(() => loadConfig({ LICENSE_SIGNING_KEY: 'geheim' })).toThrow('LICENSE_SIGNING_KEY');
  });
});
