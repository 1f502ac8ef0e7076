import { createUser } from '@bfsm/server/factories/index.js';
import { describeJourney } from '../../support/browser.js';
import { setUpJourneyStage } from '../../support/journey-stage.js';
import { signInQuickly } from '../../support/sign-in.js';
describeJourney('dbg', () => {
  const stage = setUpJourneyStage();
  it('dbg', async () => {
    const user = await createUser(stage.portal.db, { kind: 'trial', acceptedTerms: false });
    const page = await stage.person();
    page.on('framenavigated', (f) => { if (f === page.mainFrame()) console.log('nav', f.url()); });
    page.on('response', async (r) => { if (r.url().includes('webapi')) console.log(r.status(), r.url(), await r.text().catch(() => '')); });
    await signInQuickly(page, user.email, 'Passwort123!');
    await page.goto('/account/edit');
    await page.waitForTimeout(3000); console.log(page.url(), await page.locator('body').innerText());
  });
});
