import { pageHead } from './page-head.js';

const built = '<html lang="de"><head><title>Kundenportal</title><meta name="description" content="Allgemein." /></head><body></body></html>';

describe('pageHead', () => {
  it('escapes what an address may carry into the canonical link', () => {
    const html = pageHead(built, '/confirm-mail/a"b<c>&\'', 'https://portal.example.test');
    expect(html).toContain('<link rel="canonical" href="https://portal.example.test/confirm-mail/a&#34;b&#60;c&#62;&#38;&#39;" />');
  });

  it('replaces the title and the description once and adds one canonical link', () => {
    const html = pageHead(built, '/kontakt', 'https://portal.example.test');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html).toContain('<title>Kontakt – Brandfallsteuermatrix</title>');
  });

  it('leaves other addresses as built', () => {
    expect(pageHead(built, '/account', 'https://portal.example.test')).toBe(built);
  });
});
