import { pageHead, withAnalyticsSettings } from './page-head.js';

const built =
  '<html lang="de"><head><title>Kundenportal</title><meta name="description" content="Allgemein." /></head><body></body></html>';

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

  it('hands the analytics settings to the app in one escaped meta element, and nothing without them', () => {
    const analytics = { trackerUrl: 'https://statistik.example.test/m"a<t>/', siteId: 11, colourSchemeDimension: 1 };
    const html = withAnalyticsSettings(built, analytics);
    const content = /<meta name="bfsm-analytics" content="([^"]*)" \/>/.exec(html)?.[1];
    expect(html.indexOf('bfsm-analytics')).toBeLessThan(html.indexOf('</head>'));
    expect(JSON.parse(content!.replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code))))).toEqual(analytics);
    expect(withAnalyticsSettings(built, undefined)).toBe(built);
  });
});
