import { createUser } from '@bfsm/server/factories/index.js';
import { describeJourney } from '../support/browser.js';
import { headerMenu, menuLink, menuLinkNames } from '../support/header-menu.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { waitForAddress } from '../support/page-address.js';
import { submitLoginForm } from '../support/sign-in.js';

describeJourney('A user accepts the changed terms before going on', () => {
  const stage = setUpJourneyStage();

  it('signing in leads to the consent screen, which wants both boxes and then goes on to the page the user asked for', async () => {
    const { db, config } = stage.portal;
    const user = await createUser(db, { kind: 'trial', email: 'altkundin@example.test', acceptedTerms: false });
    const acceptances = () => db.selectFrom('terms_acceptances').select(['version']).where('user_id', '=', user.id).execute();
    expect(await acceptances()).toEqual([]);
    const page = await stage.person();
    // The dashboard under the user's own id: an address of its own, not the default /account.
    const goingTo = `/account/${user.id}`;

    await page.goto(goingTo);
    await waitForAddress(page, `/login?next=${encodeURIComponent(goingTo)}`);
    await submitLoginForm(page, user.email, 'Passwort123!');
    await waitForAddress(page, `/account/terms-consent/${encodeURIComponent(goingTo)}`);
    await page.getByRole('heading', { name: 'Datenschutzerklärung und AGB', level: 1 }).waitFor();
    const agree = page.getByRole('button', { name: 'Zustimmen und fortfahren' });
    const missingConsent = 'Bitte akzeptieren Sie unsere Datenschutzerklärung und unsere AGB.';

    await agree.click();
    await page.getByRole('alert').getByText(missingConsent, { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await agree.click();
    await page.getByRole('alert').getByText(missingConsent, { exact: true }).waitFor();
    expect(await acceptances()).toEqual([]);

    await page.getByRole('checkbox', { name: /AGB/ }).check();
    await agree.click();
    await waitForAddress(page, goingTo);
    await page.getByRole('heading', { name: 'Willkommen, Frau Mustermann', level: 1 }).waitFor();
    await menuLink(page, 'Konto').waitFor();
    expect(await menuLinkNames(page)).toEqual(['Test-Lizenz: Noch 7 Tage', 'Konto', 'Abmelden']);
    expect(await acceptances()).toEqual([{ version: config.termsVersion }]);

    // Accepted once, asked no more: the next visit goes straight to the account.
    await page.goto('/account');
    await menuLink(page, 'Konto').waitFor();
    await waitForAddress(page, '/account');
    expect(await headerMenu(page).getByRole('link').count()).toBe(3);
  });
});
