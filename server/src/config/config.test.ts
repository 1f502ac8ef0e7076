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
    expect(loadConfig({ ADMIN_EMAIL: 'a@b.de', ADMIN_PASSWORD: 'geheim-und-lang' }).admin).toEqual({ email: 'a@b.de', password: 'geheim-und-lang' });
  });

  it('uses secure cookies behind an https PUBLIC_URL and strips a trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://portal.example.com/' });
    expect(config.publicUrl).toBe('https://portal.example.com');
    expect(config.secureCookies).toBe(true);
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
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*TRUST_PROXY=127\.0\.0\.1.*TRUST_PROXY=10\.0\.0\.0\/8.*TRUST_PROXY=false/s);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY: invalid IP address: proxy\.example\.com/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses an ADMIN_PASSWORD that is common or the admin address itself', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'chef@example.com', ADMIN_PASSWORD: 'password1' })).toThrow('ADMIN_PASSWORD: Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.');
    expect(() => loadConfig({ ADMIN_EMAIL: 'chef@example.com', ADMIN_PASSWORD: 'Chef@Example.com' })).toThrow('ADMIN_PASSWORD: Ihr Passwort darf nicht Ihre E-Mail-Adresse sein.');
  });
});
