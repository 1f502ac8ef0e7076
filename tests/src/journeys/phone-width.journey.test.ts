import { defaultPassword } from '@bfsm/server/factories/index.js';
import { publicScreens } from '../lighthouse/public-screens.js';
import { createCast, signedInScreens, type Cast } from '../lighthouse/signed-in-screens.js';
import { describeJourney } from '../support/browser.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { signInQuickly } from '../support/sign-in.js';

/** A narrow phone (360 px, many Android phones): what fits here fits every phone. */
const narrowPhone = { width: 360, height: 740 };

/** Every screen of the customer app, public and signed in (the Lighthouse suites' lists), on a narrow phone. */
const customerScreens = [
  ...publicScreens.map((screen) => ({ ...screen, email: (_cast: Cast) => undefined })),
  ...signedInScreens
    .filter((screen) => screen.usual === 'mobile')
    .map((screen) => ({
      name: screen.name,
      address: screen.address,
      email: (cast: Cast) => (screen.role === 'admin' ? cast.admin.email : cast.owner.email),
    })),
];

describeJourney("Every screen of the customer app fits a narrow phone's width: nothing lies beyond its right edge", () => {
  const stage = setUpJourneyStage();
  let cast: Cast;

  beforeAll(async () => {
    cast = await createCast(stage.portal);
  });

  it.each(customerScreens.map((screen) => [screen.name, screen] as const))('%s', async (_name, screen) => {
    const page = await stage.person({ viewport: narrowPhone });
    const email = screen.email(cast);
    if (email) await signInQuickly(page, email, defaultPassword);
    await page.goto(await screen.address(stage.portal, cast));
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    const beyond =
      pageWidth > narrowPhone.width
        ? await page.evaluate((width) => {
            // The innermost elements past the edge name the culprit in the failure.
            const past = [...document.querySelectorAll('body *')].filter(
              (element) => element.getBoundingClientRect().right > width + 1 && !element.parentElement?.closest('.table-scroll'),
            );
            return past
              .filter((element) => !past.some((other) => other !== element && element.contains(other)))
              .map((element) => element.outerHTML.slice(0, 80));
          }, narrowPhone.width)
        : [];
    expect({ pageWidth, beyond }).toEqual({ pageWidth: narrowPhone.width, beyond: [] });
  });
});
