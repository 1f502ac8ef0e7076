import { describeJourney, phoneViewport } from '../support/browser.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { recordLayoutShifts, shiftsOf } from '../support/layout-shifts.js';

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
