import { defaultPassword } from '@bfsm/server/factories/index.js';
import type { Page } from 'playwright-core';
import { publicScreens } from '../lighthouse/public-screens.js';
import { backOfficeScreens, createCast, signedInScreens, type Cast } from '../lighthouse/signed-in-screens.js';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { describeJourney } from '../support/browser.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { signInQuickly } from '../support/sign-in.js';

/** A narrow phone (360 px, many Android phones): what fits here fits every phone. */
const narrowPhone = { width: 360, height: 740 };

interface PhoneScreen {
  name: string;
  address: (portal: Parameters<(typeof publicScreens)[number]['address']>[0], cast: Cast) => Promise<string> | string;
  /** Who looks at it; none: an anonymous visitor. */
  email: (cast: Cast) => string | undefined;
  /** What is there once the screen has drawn: the customer app's heading, react-admin's title. */
  drawn: string;
  /** Whether axe checks it here: not the mail previews, whose sandboxed frames (no scripts) axe waits on until the test times out. */
  axe: boolean;
}

/** Every screen of the customer app, public and signed in, and of the back-office: the Lighthouse suites' lists. */
const phoneScreens: PhoneScreen[] = [
  ...publicScreens.map((screen) => ({ ...screen, email: () => undefined, drawn: 'h1', axe: true })),
  ...signedInScreens
    .filter((screen) => screen.usual === 'mobile')
    .map((screen) => ({
      name: screen.name,
      address: screen.address,
      email: (cast: Cast) => (screen.role === 'admin' ? cast.admin.email : cast.owner.email),
      drawn: 'h1',
      axe: true,
    })),
  ...backOfficeScreens.map((screen) => ({
    name: `Back-Office: ${screen.name}`,
    address: screen.address,
    email: (cast: Cast) => cast.admin.email,
    drawn: '#react-admin-title',
    axe: screen.name !== 'Mails',
  })),
];

/** The page's width, and where it is wider than the window, the innermost elements past its right edge (the culprits). */
function widthAndCulprits(page: Page, width: number) {
  return page.evaluate((window) => {
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth <= window) return { pageWidth, beyond: [] };
    // Inside a table's own scroll region (TableRegion) lying past the edge is what scrolling is for.
    const past = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > window + 1 && !element.parentElement?.closest('.table-scroll'),
    );
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    return { pageWidth, beyond: innermost.map((element) => element.outerHTML.slice(0, 80)) };
  }, width);
}

describeJourney(
  "Every screen fits a narrow phone: nothing beyond its right edge, the header's buttons in reach, no serious axe finding",
  () => {
    const stage = setUpJourneyStage();
    let cast: Cast;

    beforeAll(async () => {
      cast = await createCast(stage.portal);
    });

    it.each(phoneScreens.map((screen) => [screen.name, screen] as const))('%s', async (_name, screen) => {
      const page = await stage.person({ viewport: narrowPhone });
      const email = screen.email(cast);
      if (email) await signInQuickly(page, email, defaultPassword);
      await page.goto(await screen.address(stage.portal, cast));
      await page.locator(screen.drawn).first().waitFor();
      // The screen's data and its late parts (charts, previews, a table's rows) are in once the network has gone quiet.
      await page.waitForLoadState('networkidle');
      expect(await widthAndCulprits(page, narrowPhone.width)).toEqual({ pageWidth: narrowPhone.width, beyond: [] });
      // A fixed header adds nothing to the page's width: its last button (menu, user menu) is checked by itself.
      const lastButton = await page.getByRole('banner').getByRole('button').last().boundingBox();
      expect((lastButton?.x ?? Infinity) + (lastButton?.width ?? 0)).toBeLessThanOrEqual(narrowPhone.width);
      // At this width tables scroll in their own regions, which the keyboard must reach (axe: scrollable-region-focusable).
      if (screen.axe) expect(await severeAccessibilityViolations(page)).toEqual([]);
    });
  },
);
