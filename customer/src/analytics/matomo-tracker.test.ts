import { startMatomo } from './matomo-tracker';

const settings = { trackerUrl: 'https://statistik.example.test/', siteId: 11, colourSchemeDimension: 1 };

describe('startMatomo', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/concept');
    window.matchMedia = ((query: string) => ({ matches: query === '(prefers-color-scheme: dark)' })) as unknown as typeof window.matchMedia;
    delete window._paq;
  });

  it("queues the start commands, loads matomo.js from the operator's tracker once, and counts later screens", () => {
    const tracker = startMatomo(settings);
    const queue = window._paq as unknown as unknown[][];
    expect(queue).toContainEqual(['setCustomDimension', 1, 'dark']);
    expect(queue.at(-1)).toEqual(['trackPageView']);
    expect([...document.querySelectorAll('script')].map((script) => script.src)).toEqual(['https://statistik.example.test/matomo.js']);

    const started = queue.length;
    tracker.trackPageView('/concept');
    expect(queue).toHaveLength(started);
    tracker.trackPageView('/register?edition=next');
    expect(queue.slice(started)).toEqual([
      ['setReferrerUrl', `${location.origin}/concept`],
      ['setCustomUrl', `${location.origin}/register?edition=next`],
      ['trackPageView'],
    ]);

    tracker.stop();
    expect(queue.at(-1)).toEqual(['forgetConsentGiven']);
    startMatomo(settings);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });
});
