import { fallbackAddress, sameOriginAddress } from './same-origin-address.js';

const portal = 'https://portal.example';

/** What a browser does with the address it is sent to: its origin must be the portal's. */
function originWhenFollowed(address: string): string {
  return new URL(address, portal).origin;
}

describe('sameOriginAddress', () => {
  it.each([
    ['/account/edit', '/account/edit'],
    ['/account?x=1#h', '/account?x=1#h'],
    ['/account/edit?tab=devices', '/account/edit?tab=devices'],
    ['/account/42', '/account/42'],
    ['/account/terms-consent/%2Faccount%2F42', '/account/terms-consent/%2Faccount%2F42'],
    ['account/edit', '/account/edit'],
    ['./account', '/account'],
    ['../account/edit', '/account/edit'],
    ['?x=1', '/?x=1'],
    ['#top', '/#top'],
    ['https://portal.example/account/edit?x=1', '/account/edit?x=1'],
    ['HTTPS://PORTAL.EXAMPLE/account', '/account'],
    ['https://portal.example:443/account', '/account'],
    ['//portal.example/account', '/account'],
    ['/account/edit ', '/account/edit'],
    ['/konto/übersicht', '/konto/%C3%BCbersicht'],
  ])('keeps the portal address %j as %j', (value, expected) => {
    expect(sameOriginAddress(value, portal)).toBe(expected);
  });

  // Every form that a browser reads as another site, another scheme or nothing at all.
  it.each([
    // tab, newline and carriage return, which the URL parser drops: '/\t/evil' is '//evil'
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    '/\t\\evil.example',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    // backslashes, which special schemes read as slashes
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    // scheme-relative and absolute addresses of other hosts
    '//evil.example',
    '///evil.example',
    '////evil.example',
    '//evil.example/account',
    'http://evil.example',
    'https://evil.example/account',
    'HTTPS://EVIL.EXAMPLE',
    'http:evil.example',
    'http:/evil.example',
    'http:\\\\evil.example',
    'https:\\\\evil.example',
    'http://portal.example/account',
    'https://portal.example.evil.example/account',
    'https://portal.example:8443/account',
    'ftp://evil.example',
    // other schemes, in any case
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DaTa:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'VbScRiPt:msgbox(1)',
    'blob:https://evil.example/1',
    'file:///etc/passwd',
    'mailto:someone@evil.example',
    // user info: the host is what follows the '@'
    '//portal.example@evil.example',
    'https://portal.example@evil.example/account',
    'http://localhost:3000@evil.example',
    '//portal.example:443@evil.example',
    // leading spaces and control characters, which the URL parser strips
    ' //evil.example',
    '   //evil.example',
    '\u0000//evil.example',
    '\u001f//evil.example',
    '\u000b//evil.example',
    '\f//evil.example',
    // dot segments that leave the path '//evil' behind once resolved
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/a/..//evil.example',
    '/a/%2e%2e//evil.example',
    // full-width characters in a host, which IDNA maps to ASCII
    'https://ｅｖｉｌ.example',
    '//ｅｖｉｌ.example',
    'http:／／evil.example',
    // IP addresses in their many spellings
    '//127.0.0.1',
    '//2130706433',
    '//0x7f.0.0.1',
    '//0177.0.0.1',
    '//[::1]',
    '//[::ffff:127.0.0.1]/account',
    'http://[::1]:3000/account',
    // encoded hosts
    '//evil%2eexample',
    // nothing to go to, or nothing readable
    '',
    undefined,
    'https://',
    'http://[::1',
    'https://evil.example:99999',
  ])('sends %j to the fallback', (value) => {
    expect(sameOriginAddress(value, portal)).toBe(fallbackAddress);
  });

  // Encoded forms stay encoded in a path: the browser asks the portal for that path and never
  // reads them as a host. They must come back as paths of the portal, never as another site.
  it.each([
    ['/%09/evil.example', '/%09/evil.example'],
    ['/%0a/evil.example', '/%0a/evil.example'],
    ['/%0d/evil.example', '/%0d/evil.example'],
    ['/%5c/evil.example', '/%5c/evil.example'],
    ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['%252F%252Fevil.example', '/%252F%252Fevil.example'],
    ['/%2509/evil.example', '/%2509/evil.example'],
    ['/%255c/evil.example', '/%255c/evil.example'],
    ['%09//evil.example', '/%09//evil.example'],
    ['／／evil.example', '/%EF%BC%8F%EF%BC%8Fevil.example'],
    ['/／evil.example', '/%EF%BC%8Fevil.example'],
    ['＼＼evil.example', '/%EF%BC%BC%EF%BC%BCevil.example'],
    ['/＼evil.example', '/%EF%BC%BCevil.example'],
    ['\u3000//evil.example', '/%E3%80%80//evil.example'],
    // the portal's own scheme without slashes is a path of the portal, as in every browser
    ['https:evil.example', '/evil.example'],
    ['https:/evil.example', '/evil.example'],
    ['https:／／evil.example', '/%EF%BC%8F%EF%BC%8Fevil.example'],
    ['evil.example', '/evil.example'],
    ['/account#//evil.example', '/account#//evil.example'],
    ['/account?next=//evil.example', '/account?next=//evil.example'],
  ])('keeps the encoded form %j on the portal as %j', (value, expected) => {
    const address = sameOriginAddress(value, portal);
    expect(address).toBe(expected);
    expect(originWhenFollowed(address)).toBe(portal);
  });

  it('compares with the origin it is given, also on a port and over plain HTTP', () => {
    const local = 'http://localhost:3000';
    expect(sameOriginAddress('http://localhost:3000/account/edit', local)).toBe('/account/edit');
    expect(sameOriginAddress('//localhost:3000/account/edit', local)).toBe('/account/edit');
    expect(sameOriginAddress('http://localhost:3001/account/edit', local)).toBe(fallbackAddress);
    expect(sameOriginAddress('https://localhost:3000/account/edit', local)).toBe(fallbackAddress);
    expect(sameOriginAddress('http://localhost:3000@evil.example/', local)).toBe(fallbackAddress);
    // location.origin carries no path, but a full address as the origin must not widen anything.
    expect(sameOriginAddress('/account', 'https://portal.example/some/page')).toBe('/account');
    expect(sameOriginAddress('//evil.example', 'https://portal.example/some/page')).toBe(fallbackAddress);
  });

  it('falls back when the portal origin itself cannot be read', () => {
    expect(sameOriginAddress('/account/edit', 'not an origin')).toBe(fallbackAddress);
  });
});
