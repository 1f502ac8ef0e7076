import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { describeJourney } from '../support/browser.js';
import { startFakeMatomo, type FakeMatomo } from '../support/fake-matomo.js';
import { menuLink } from '../support/header-menu.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { recordLayoutShifts, shiftsOf } from '../support/layout-shifts.js';
import { waitForAddress } from '../support/page-address.js';
import { afterNextPaint } from '../support/rendering.js';

describeJourney('Analytics only with consent (Matomo, cookie banner)', () => {
  let tracker: FakeMatomo;
  let dataDir: string;
  // Before the stage's own hooks: the tracker and the operator's pages exist before the portal starts.
  beforeAll(async () => {
    tracker = await startFakeMatomo();
    dataDir = await mkdtemp(path.join(tmpdir(), 'bfsm-analytics-'));
    await mkdir(path.join(dataDir, 'pages'));
    // The operator links the installer manifest on the contact page.
    await writeFile(
      path.join(dataDir, 'pages', 'kontakt.html'),
      '<p><a href="/download/Brandfallsteuermatrix.appinstaller">Installationsprogramm herunterladen</a></p>',
    );
  });
  afterAll(async () => {
    await tracker.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const stage = setUpJourneyStage({ portalEnv: () => ({ MATOMO_URL: tracker.url, DATA_DIR: dataDir }) });
  beforeEach(() => {
    tracker.requests.length = 0;
  });

  /** A person whose browser's every request to the tracker's host is recorded, and whose page errors fail the journey. */
  async function visitor(options: Parameters<typeof stage.person>[0] = {}) {
    const page = await stage.person(options);
    const toTracker: string[] = [];
    const errors: Error[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin === tracker.origin) toTracker.push(request.url());
    });
    page.on('pageerror', (error) => errors.push(error));
    return { page, toTracker, errors };
  }

  const banner = (page: Page) => page.getByRole('region', { name: 'Cookie-Einstellungen' });

  /** Everything the page does after a load or a choice has run its course: the network has been idle. */
  async function settled(page: Page): Promise<void> {
    await page.waitForLoadState('networkidle');
    await afterNextPaint(page);
  }

  it('sends nothing to the tracker before consent, and after acceptance page views with site id 11 and the colour scheme', async () => {
    const { page, toTracker, errors } = await visitor({ colorScheme: 'dark' });
    await page.goto('/login');
    await banner(page).waitFor();
    await settled(page);
    expect(toTracker).toEqual([]);
    expect(tracker.requests).toEqual([]);

    await page.getByRole('button', { name: 'Akzeptieren' }).click();
    await banner(page).waitFor({ state: 'detached' });
    const firstView = await tracker.waitForTracking((request) => request.params.get('url')?.endsWith('/login') === true);
    expect(tracker.requests[0]?.path).toBe('/matomo.js');
    expect(Object.fromEntries(firstView.params)).toMatchObject({ idsite: '11', rec: '1', dimension1: 'dark' });

    await menuLink(page, 'Concept Neu').click();
    await waitForAddress(page, '/concept');
    const secondView = await tracker.waitForTracking((request) => request.params.get('url')?.endsWith('/concept') === true);
    expect(Object.fromEntries(secondView.params)).toMatchObject({ idsite: '11', dimension1: 'dark', urlref: `${stage.portal.url}/login` });

    // The choice holds on the next visit: no banner, and the tracker runs at once.
    await page.goto('/register');
    await tracker.waitForTracking((request) => request.params.get('url')?.endsWith('/register') === true);
    expect(await banner(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the banner with the first screen, so that nothing moves when it appears', async () => {
    for (const address of ['/login', '/register']) {
      const { page, errors } = await visitor();
      await recordLayoutShifts(page);
      await page.goto(address);
      await banner(page).waitFor();
      await settled(page);
      expect({ address, shifts: await shiftsOf(page) }).toEqual({ address, shifts: [] });
      expect(errors).toEqual([]);
    }
  });

  it('records a light colour scheme as light', async () => {
    const { page } = await visitor({ colorScheme: 'light' });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Akzeptieren' }).click();
    const view = await tracker.waitForTracking((request) => request.params.get('url')?.endsWith('/login') === true);
    expect(view.params.get('dimension1')).toBe('light');
  });

  it('counts a download of an .appinstaller file', async () => {
    const { page, errors } = await visitor();
    await page.route('**/download/*.appinstaller', (route) =>
      route.fulfill({
        status: 200,
        headers: {
          'content-type': 'application/appinstaller',
          'content-disposition': 'attachment; filename="Brandfallsteuermatrix.appinstaller"',
        },
        body: '<AppInstaller Version="1.0.0.0" />',
      }),
    );
    await page.goto('/kontakt');
    await page.getByRole('button', { name: 'Akzeptieren' }).click();
    await tracker.waitForTracking((request) => request.params.get('url')?.endsWith('/kontakt') === true);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Installationsprogramm herunterladen' }).click();
    await download;
    const counted = await tracker.waitForTracking((request) => request.params.has('download'));
    expect(Object.fromEntries(counted.params)).toMatchObject({
      idsite: '11',
      download: `${stage.portal.url}/download/Brandfallsteuermatrix.appinstaller`,
    });
    expect(errors).toEqual([]);
  });

  it('sends nothing to the tracker after declining, on later screens and on the next visit', async () => {
    const { page, toTracker } = await visitor();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    await banner(page).waitFor({ state: 'detached' });

    await menuLink(page, 'Concept Neu').click();
    await waitForAddress(page, '/concept');
    await page.goto('/register');
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).waitFor();
    await settled(page);
    expect(await banner(page).count()).toBe(0);
    expect(toTracker).toEqual([]);
    expect(tracker.requests).toEqual([]);
  });

  it('stops the tracker when consent is withdrawn in the cookie settings', async () => {
    const { page } = await visitor();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Akzeptieren' }).click();
    await tracker.waitForTracking((request) => request.params.get('url')?.endsWith('/login') === true);

    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await page.getByText('Ihre aktuelle Entscheidung: Statistik erlaubt.').waitFor();
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    const countedBefore = tracker.trackingRequests().length;

    await menuLink(page, 'Concept Neu').click();
    await waitForAddress(page, '/concept');
    await page.goto('/register');
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).waitFor();
    await settled(page);
    expect(tracker.trackingRequests()).toHaveLength(countedBefore);
  });

  it('banner and settings pass axe and work by keyboard alone', async () => {
    const { page } = await visitor();
    await page.goto('/login');
    await banner(page).waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);

    // The banner comes first in the page: a few presses of Tab reach its buttons.
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    for (let presses = 0; presses < 5 && (await focusedName()) !== 'Ablehnen'; presses += 1) await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Ablehnen');
    await page.keyboard.press('Enter');
    await banner(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    const settings = page.getByRole('button', { name: 'Cookie-Einstellungen' });
    await settings.focus();
    await page.keyboard.press('Enter');
    await banner(page).waitFor();
    await afterNextPaint(page);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cookie-Einstellungen');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    expect(await severeAccessibilityViolations(page)).toEqual([]);

    for (let presses = 0; presses < 5 && (await focusedName()) !== 'Akzeptieren'; presses += 1) await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Akzeptieren');
    await page.keyboard.press('Space');
    await banner(page).waitFor({ state: 'detached' });
    expect(await settings.evaluate((element) => element === document.activeElement)).toBe(true);
    await tracker.waitForTracking((request) => request.params.get('url')?.endsWith('/login') === true);
  });
});
