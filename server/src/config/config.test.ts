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

  it('reads the sales phone number, leaves it out when empty and refuses text that is no number', () => {
    expect(loadConfig({ SALES_PHONE: ' +49 30 1234-567 ' }).product.salesPhone).toBe('+49 30 1234-567');
    expect(loadConfig({ SALES_PHONE: '' }).product.salesPhone).toBeUndefined();
    expect(loadConfig({}).product.salesPhone).toBeUndefined();
    expect(() => loadConfig({ SALES_PHONE: 'ruf an' })).toThrow('SALES_PHONE');
  });

  it('reads CSP_IMG_ORIGINS as a list of origins, none by default, and refuses anything else', () => {
    expect(loadConfig({}).imageOrigins).toEqual([]);
    expect(loadConfig({ CSP_IMG_ORIGINS: ' https://bilder.example.de, http://CDN.example.com:8080/ ,https://bücher.example,https://*.example.org ' }).imageOrigins).toEqual([
      'https://bilder.example.de',
      'http://cdn.example.com:8080',
      'https://xn--bcher-kva.example',
      'https://*.example.org',
    ]);
    for (const bad of ['https:', '*', 'https://a;b.example.de', "https://a'b.example.de", 'https://bilder.example.de/pfad', 'https://bilder.example.de?x=1', 'https://nutzer@bilder.example.de', 'ftp://bilder.example.de', "https://a.example.de 'unsafe-inline'", 'https://a.example.de;script-src *']) {
      expect(() => loadConfig({ CSP_IMG_ORIGINS: bad })).toThrow('CSP_IMG_ORIGINS');
    }
  });
});
