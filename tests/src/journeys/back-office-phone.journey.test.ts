import { defaultPassword } from '@bfsm/server/factories/index.js';
import { backOfficeScreens, createCast, type Cast } from '../lighthouse/signed-in-screens.js';
import { describeJourney } from '../support/browser.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { signInQuickly } from '../support/sign-in.js';

/** A narrow phone (360 px, many Android phones): what fits here fits every phone. */
const phone = { width: 360, height: 740 };

describeJourney('Every back-office screen fits a phone: nothing lies beyond the window to the right', () => {
  const stage = setUpJourneyStage();
  let cast: Cast;

  beforeAll(async () => {
    cast = await createCast(stage.portal);
  });

  // A table wider than the phone scrolls inside its card; the releases' 'Versionen im Einsatz' goes below the list (decision 047).
  it.each(backOfficeScreens.map((screen) => [screen.name, screen] as const))('%s', async (_name, screen) => {
    const page = await stage.person({ viewport: phone });
    await signInQuickly(page, cast.admin.email, defaultPassword);
    await page.goto(await screen.address(stage.portal, cast));
    await page.locator('#react-admin-title').waitFor();
    // The screen's data and its late parts (charts, previews) are in once the network has gone quiet.
    await page.waitForLoadState('networkidle');
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    // The bar's last button (the user menu) is within reach.
    const userMenu = await page.getByRole('banner').getByRole('button').last().boundingBox();
    expect((userMenu?.x ?? Infinity) + (userMenu?.width ?? 0)).toBeLessThanOrEqual(phone.width);
  });
});
