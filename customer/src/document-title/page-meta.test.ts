import { defaultPageDescription, pageDescriptions, publicPages } from '@bfsm/api-adapter';
import { applyPageMeta } from './page-meta';

const descriptions = { pageDescriptions, defaultPageDescription };
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;

describe('applyPageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<meta name="description" content="vom Server"><link rel="canonical" href="https://portal.example.test/login">';
  });

  it("describes each public screen and names its canonical address on the server's origin", () => {
    applyPageMeta(document, '/register', descriptions);
    expect(description()).toBe(pageDescriptions.registerTrial);
    expect(canonical()).toBe('https://portal.example.test/register');
    applyPageMeta(document, '/confirm-forgotten-password/abc123', descriptions);
    expect(description()).toBe(pageDescriptions.resetPassword);
    expect(canonical()).toBe('https://portal.example.test/confirm-forgotten-password/abc123');
  });

  it('gives the account area and unknown addresses the general description and no canonical address', () => {
    applyPageMeta(document, '/account/edit', descriptions);
    expect(description()).toBe(defaultPageDescription);
    expect(canonical()).toBeUndefined();
    applyPageMeta(document, '/gibt-es-nicht', descriptions);
    expect(canonical()).toBeUndefined();
  });

  it("adds the tags where the page has none, on the page's own origin", () => {
    document.head.innerHTML = '';
    applyPageMeta(document, '/impressum', descriptions);
    expect(description()).toBe(pageDescriptions.imprint);
    expect(canonical()).toBe(`${location.origin}/impressum`);
  });
});

describe('the public pages and the router', () => {
  it('agree: every public page is a route of the app', async () => {
    const { screens } = await import('../app/routes');
    for (const page of Object.values(publicPages)) expect(screens.map((route) => route.path)).toContain(page.path);
  });
});
