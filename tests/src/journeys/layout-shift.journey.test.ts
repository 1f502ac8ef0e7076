import type { Page } from 'playwright-core';
import { describeJourney, phoneViewport } from '../support/browser.js';
import { setUpJourneyStage } from '../support/journey-stage.js';

/** Sums the page's layout shifts that no input caused, as cumulative layout shift counts them. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, nodes: entry.sources.map((source) => (source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: { value: number; nodes: string[] }[] }).layoutShifts);

describeJourney('Nothing moves under the reader’s eyes while a screen arrives', () => {
  const stage = setUpJourneyStage();
  const desktopViewport = { width: 1350, height: 940 };

  for (const [name, viewport] of [
    ['phone', phoneViewport],
    ['desktop', desktopViewport],
  ] as const) {
    it(`the registration and the forgotten-password screen keep still until the captcha is there (${name})`, async () => {
      for (const address of ['/register', '/register-concept', '/forgot-password']) {
        const page = await stage.person({ viewport });
        await recordLayoutShifts(page);
        await page.goto(address);
        // The widget arrives last: after its token call and once the page has settled.
        await page.getByText('Ich bin kein Roboter').waitFor();
        expect({ address, shifts: await shiftsOf(page) }).toEqual({ address, shifts: [] });
      }
    });
  }
});
