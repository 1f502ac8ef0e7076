import { createUrlRedactor } from './secret-url.js';

describe('createUrlRedactor', () => {
  const redactor = createUrlRedactor();
  redactor.addRoute('/webapi/confirm-mail/:code');
  redactor.addRoute('/webapi/check-invitation/:invitation/:code?');
  redactor.addRoute('/webapi/reference/:referenceId/:deleteToken');
  redactor.addRoute('/webapi/users/:id');

  it('replaces path parameters named like code or token', () => {
    expect(redactor.redact('/webapi/confirm-mail/a1b2c3')).toBe('/webapi/confirm-mail/[redacted]');
    expect(redactor.redact('/webapi/reference/5/tok-en')).toBe('/webapi/reference/5/[redacted]');
    expect(redactor.redact('/webapi/check-invitation/12/abc')).toBe('/webapi/check-invitation/12/[redacted]');
    expect(redactor.redact('/webapi/check-invitation/12')).toBe('/webapi/check-invitation/12');
    expect(redactor.redact('/webapi/confirm-mail/a1b2c3/')).toBe('/webapi/confirm-mail/[redacted]/');
  });

  it("knows the pages that mail links open with a code, from the customer app's routes", () => {
    expect(redactor.redact('/confirm-mail/a1b2c3')).toBe('/confirm-mail/[redacted]');
    expect(redactor.redact('/not-me/a1b2c3')).toBe('/not-me/[redacted]');
    expect(redactor.redact('/confirm-forgotten-password/a1b2c3?x=1')).toBe('/confirm-forgotten-password/[redacted]?x=1');
    expect(redactor.redact('/invitation/7/a1b2c3')).toBe('/invitation/7/[redacted]');
    expect(redactor.redact('/decline-invitation/7/a1b2c3')).toBe('/decline-invitation/7/[redacted]');
  });

  it('replaces the values of query keys named like code or token, and keeps the rest as written', () => {
    expect(redactor.redact('/logout?token=abc%2Fdef&next=%2Faccount')).toBe('/logout?token=[redacted]&next=%2Faccount');
    expect(redactor.redact('/webapi/users/7?_token=abc&code=1&flag')).toBe('/webapi/users/7?_token=[redacted]&code=[redacted]&flag');
  });

  it('leaves addresses without secrets alone', () => {
    for (const url of ['/', '/webapi/users/7', '/webapi/confirm-mail', '/confirm-mail/a/b', '/account/5?tab=pool', '/webapi/menuinfo?']) {
      expect(redactor.redact(url)).toBe(url);
    }
  });
});
