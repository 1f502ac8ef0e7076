import { createUser } from '@bfsm/server/factories/index.js';
import { describeJourney, phoneViewport } from '../support/browser.js';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { headerMenu, menuLink } from '../support/header-menu.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { signInQuickly } from '../support/sign-in.js';

describeJourney('Accessibility smoke check (axe: no serious or critical findings)', () => {
  const stage = setUpJourneyStage();

  it('the login page, with its error alert shown, has no serious or critical findings', async () => {
    const page = await stage.person();
    await page.goto('/login');
    await menuLink(page, 'Anmelden').waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.getByRole('alert').waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);
  });

  it('the account dashboard of a signed-in user has no serious or critical findings, with the phone menu closed and open', async () => {
    const user = await createUser(stage.portal.db, { kind: 'trial' });
    const page = await stage.person();
    await signInQuickly(page, user.email, 'Passwort123!');
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Willkommen, Frau Mustermann', level: 1 }).waitFor();
    await menuLink(page, 'Konto').waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);

    await page.setViewportSize(phoneViewport);
    await headerMenu(page).getByRole('button', { name: 'Menü' }).click();
    await menuLink(page, 'Konto').waitFor({ state: 'visible' });
    expect(await severeAccessibilityViolations(page)).toEqual([]);
  });

  it('the public forms (registration with its captcha and client errors, password request, consent) have no serious or critical findings', async () => {
    const page = await stage.person();
    await page.goto('/register');
    await page.getByText('Ich bin kein Roboter').waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Kostenlos testen' }).last().click();
    await page.getByText('Ihr Passwort muss mindestens 8 Zeichen lang sein.').waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);

    await page.goto('/forgot-password');
    await page.getByText('Ich bin kein Roboter').waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);

    const user = await createUser(stage.portal.db, { kind: 'concept', acceptedTerms: false });
    await signInQuickly(page, user.email, 'Passwort123!');
    await page.goto('/account/terms-consent/%2Faccount');
    await page.getByRole('checkbox').first().waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);
  });
});
