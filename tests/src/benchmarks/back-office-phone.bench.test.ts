/**
 * How long a back-office screen's content takes on a slow phone (decision 049): opened by its
 * address in a fresh browser, and reached inside the running back-office from the user list (where
 * admins arrive through 'Administration'), also with nothing of the screen in the browser's cache.
 * Chromium's own throttling stands in for the phone: 150 ms per request, 1.6 Mbit/s down, 750 kbit/s
 * up, the CPU four times slower (Lighthouse's phone settings, applied by DevTools instead of
 * simulated). The time is from the navigation (or the in-app route change) to the frame after the
 * screen's largest content (Lighthouse's LCP element) is in the page. With
 * `BENCH_BASELINE_DIST=<another build's admin/dist>` that build is measured beside this one. Run with
 * `npm run bench:back-office-phone --workspace @bfsm/tests` (the apps built; a quiet machine). A
 * Jest file, as the journeys it borrows from are, that `npm test` leaves out (its name says bench).
 */
import { loadavg } from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeJourney, launchBrowser, newPerson, phoneViewport } from '../support/browser.js';
import { startPortal, type OtherBuilds, type RunningPortal } from '../support/portal.js';
import { backOfficeScreens, createCast, signIn, type Cast } from '../lighthouse/signed-in-screens.js';

/**
 * The text of each screen's largest paint on a phone (Lighthouse's LCP element), for every screen of
 * the Lighthouse list but the user list, where the way inside the back-office starts. Where that
 * element is the bar's title, which the menu shows as well ('Neuer Benutzer', 'Referenzen'), the
 * screen's own content stands for it: a field, the cast's reference.
 */
const largestContent: Record<string, string> = {
  'Übersicht (Back-Office)': 'Kennzahlen für heute',
  'Neuer Benutzer': 'Passwort wiederholen',
  Lizenz: 'Eigentümer:',
  Referenzen: 'Klinikum Nord',
  'Referenz bearbeiten': 'Bild hierher ziehen',
  Versionen: 'Versionen im Einsatz',
  'Neue Version': 'Adresse der .appinstaller-Datei',
  Bestellungen: 'Keine Bestellungen gefunden',
  Rechnungen: 'Summen je Monat',
  Preise: 'Viewer-Lizenz Insight je Jahr',
  Nightly: 'Nightly-Adresse',
  Mails: 'Willkommen bei Brandfallsteuermatrix',
  Protokoll: 'Ausgeführt von (E-Mail)',
};
const runs = Number(process.env.BENCH_RUNS ?? 3);

/** A fresh phone with the admin's session, nothing cached, behind a slow line and a slow CPU. */
async function slowPhone(browser: Browser, portal: RunningPortal, cookie: string): Promise<[BrowserContext, Page]> {
  const context = await newPerson(browser, portal.url, { viewport: phoneViewport, isMobile: true, hasTouch: true });
  context.setDefaultTimeout(60_000);
  const { hostname } = new URL(portal.url);
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), domain: hostname, path: '/' };
    }),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return [context, page];
}

/** The page's clock (ms since its navigation began) at the frame after `text` is in the page, checked once a frame. */
function whenShown(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const check = () => {
          if (document.body.textContent?.includes(wanted)) requestAnimationFrame(() => resolve(performance.now()));
          else requestAnimationFrame(check);
        };
        check();
      }),
    text,
  );
}

/** The scripts the page had fetched when its content was shown, and their compressed bytes: what a slow line waits for. */
function scriptsBefore(page: Page, shownAt: number): Promise<{ count: number; bytes: number }> {
  return page.evaluate((moment) => {
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('.js') && entry.responseEnd <= moment)
      .map((entry) => entry.encodedBodySize);
    return { count: scripts.length, bytes: scripts.reduce((sum, size) => sum + size, 0) };
  }, shownAt);
}

async function byAddress(page: Page, address: string, text: string): Promise<number> {
  await page.goto(address, { waitUntil: 'commit' });
  const shownAt = await whenShown(page, text);
  lastScripts = await scriptsBefore(page, shownAt);
  return shownAt;
}

/** What the last cold load fetched before its content (the same on every run of one build). */
let lastScripts = { count: 0, bytes: 0 };

/** From the user list, react-admin running: the route changes as a menu entry changes it (React Router's history). */
async function inApp(page: Page, address: string, text: string): Promise<number> {
  await page.goto('/admin/users');
  await page.locator('#react-admin-title', { hasText: 'Benutzer' }).waitFor();
  await page.waitForLoadState('networkidle');
  const start = await page.evaluate(
    ([to, wanted]) => {
      // The content must come with the screen: were it on the user list already, nothing would be measured.
      if (document.body.textContent?.includes(wanted)) throw new Error(`'${wanted}' steht schon auf der Benutzerliste`);
      const now = performance.now();
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
      return now;
    },
    [address, text] as const,
  );
  return (await whenShown(page, text)) - start;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

interface Build {
  name: string;
  portal: RunningPortal;
  cast: Cast;
  cookie: string;
}

async function startBuild(name: string, otherBuilds: OtherBuilds): Promise<Build> {
  const portal = await startPortal({}, otherBuilds);
  const cast = await createCast(portal);
  return { name, portal, cast, cookie: await signIn(portal, cast.admin.email) };
}

/**
 * Each screen measured `runs` times each way; with `BENCH_BASELINE_DIST` (another build's
 * admin/dist) that build too, the two taking turns run by run, so that both meet the same host.
 */
async function measureAll(): Promise<string[]> {
  const baselineDist = process.env.BENCH_BASELINE_DIST;
  const builds: Build[] = [];
  const browser = await launchBrowser();
  const rows: string[] = [];
  try {
    if (baselineDist) builds.push(await startBuild('before', { adminDist: baselineDist }));
    builds.push(await startBuild(baselineDist ? 'after' : 'this build', {}));
    for (const screen of backOfficeScreens) {
      const text = largestContent[screen.name];
      if (!text) continue;
      const measured = new Map<Build, { cold: number[]; inApp: number[]; scripts: typeof lastScripts }>();
      for (let run = 0; run < runs; run++) {
        for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
          const address = await screen.address(build.portal, build.cast);
          const times = measured.get(build) ?? { cold: [], inApp: [], scripts: lastScripts };
          for (const way of ['cold', 'inApp'] as const) {
            const [context, page] = await slowPhone(browser, build.portal, build.cookie);
            times[way].push(await (way === 'cold' ? byAddress : inApp)(page, address, text));
            if (way === 'cold') times.scripts = lastScripts;
            await context.close();
          }
          measured.set(build, times);
        }
      }
      for (const build of builds) {
        const times = measured.get(build);
        if (!times) continue;
        const scripts = `${times.scripts.count} (${Math.round(times.scripts.bytes / 1024)} KB)`;
        rows.push(
          `| ${screen.name} | ${build.name} | ${(median(times.cold) / 1000).toFixed(2)} s | ${scripts} | ${(median(times.inApp) / 1000).toFixed(2)} s |`,
        );
      }
    }
  } finally {
    await browser.close();
    await Promise.all(builds.map((build) => build.portal.close()));
  }
  return rows;
}

describeJourney('Back-office screens on a slow phone', () => {
  it('shows each screen by its address and from the user list, and reports how long each took', async () => {
    const rows = await measureAll();
    expect(rows).toHaveLength(Object.keys(largestContent).length * (process.env.BENCH_BASELINE_DIST ? 2 : 1));
    console.log(
      [
        `median of ${runs} runs each, load average ${loadavg()[0]?.toFixed(1)}`,
        '',
        '| screen on a slow phone | build | by its address | scripts fetched before it | from the user list |',
        '| --- | --- | --- | --- | --- |',
        ...rows,
      ].join('\n'),
    );
  }, 1_800_000);
});
