import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, newPerson } from './browser.js';
import { startPortal, type RunningPortal } from './portal.js';

export interface JourneyStage {
  /** The portal of this suite: its address and its database for the factories. */
  readonly portal: RunningPortal;
  /** A new person (own browser profile and cookies) with an empty page on the portal; gone after the test. */
  person(options?: BrowserContextOptions): Promise<Page>;
}

/**
 * One portal and one Chromium for all journeys of a file (starting either costs seconds on two
 * cores); every person gets a fresh browser profile, so journeys do not share a session.
 * Call inside `describeJourney`, so that nothing starts where Chromium is missing. `portalEnv`
 * gives settings that are known only once earlier hooks have run (e.g. an SMTP sink's address).
 */
export function setUpJourneyStage(options: { portalEnv?: () => Record<string, string>; host?: 'localhost' } = {}): JourneyStage {
  let portal: RunningPortal | undefined;
  let browser: Browser | undefined;
  const people: BrowserContext[] = [];

  beforeAll(async () => {
    // Keep whichever started, so that afterAll closes it even when the other failed.
    const [startedPortal, startedBrowser] = await Promise.allSettled([
      startPortal(options.portalEnv?.(), options.host ? { host: options.host } : {}),
      launchBrowser(),
    ]);
    if (startedPortal.status === 'fulfilled') portal = startedPortal.value;
    if (startedBrowser.status === 'fulfilled') browser = startedBrowser.value;
    for (const outcome of [startedPortal, startedBrowser]) if (outcome.status === 'rejected') throw outcome.reason;
  }, 60_000);
  afterEach(async () => {
    await Promise.all(people.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  const started = () => {
    if (!portal || !browser) throw new Error('The journey stage is used before beforeAll has started it.');
    return { portal, browser };
  };

  return {
    get portal() {
      return started().portal;
    },
    async person(options) {
      const { portal, browser } = started();
      const context = await newPerson(browser, portal.url, options);
      people.push(context);
      return context.newPage();
    },
  };
}
