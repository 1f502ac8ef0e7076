import { startMatomo } from './matomo-tracker';

const settings = { trackerUrl: 'https://statistik.example.test/', siteId: 11, colourSchemeDimension: 1 };

describe('startMatomo', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/concept');
    window.matchMedia = ((query: string) => ({ matches: query === '(prefers-color-scheme: dark)' })) as unknown as typeof window.matchMedia;
    delete window._paq;
  });

  it("queues the start commands, loads matomo.js from the operator's tracker once, and counts later screens on the loaded tracker", () => {
    const tracker = startMatomo(settings);
    const queue = window._paq as unknown as unknown[][];
    expect(queue).toContainEqual(['setCustomDimension', 1, 'dark']);
    expect(queue.at(-1)).toEqual(['trackPageView']);
    expect([...document.querySelectorAll('script')].map((script) => script.src)).toEqual(['https://statistik.example.test/matomo.js']);

    // matomo.js has loaded: it replaces the array with a queue of its own, which takes every later command.
    const loaded: unknown[][] = [];
    window._paq = { push: (command) => loaded.push(command) };
    tracker.trackPageView('/concept');
    expect(loaded).toEqual([]);
    tracker.trackPageView('/register?edition=next');
    expect(loaded).toEqual([
      ['setReferrerUrl', `${location.origin}/concept`],
      ['setCustomUrl', `${location.origin}/register?edition=next`],
      ['trackPageView'],
    ]);

    tracker.stop();
    expect(loaded.at(-1)).toEqual(['forgetConsentGiven']);
    startMatomo(settings);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });
});
