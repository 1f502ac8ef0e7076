import { link } from './link.js';

describe('link', () => {
  it('joins the public address and a path', () => {
    expect(link({ publicUrl: 'https://portal.example.de' }, '/confirm-mail/abc')).toBe('https://portal.example.de/confirm-mail/abc');
  });

  it('keeps a base path of the public address', () => {
    expect(link({ publicUrl: 'https://example.de/portal' }, '/account')).toBe('https://example.de/portal/account');
  });

  it('refuses anything that is not a path inside the portal', () => {
    expect(() => link({ publicUrl: 'https://example.de' }, 'https://evil.example/x')).toThrow();
    expect(() => link({ publicUrl: 'https://example.de' }, '//evil.example/x')).toThrow();
    expect(() => link({ publicUrl: 'https://example.de' }, 'account')).toThrow();
  });
});
