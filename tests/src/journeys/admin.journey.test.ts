import { createUser } from '@bfsm/server/factories/index.js';
import { describeJourney } from '../support/browser.js';
import { headerMenu, menuLink, menuLinkNames } from '../support/header-menu.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { waitForAddress } from '../support/page-address.js';
import { submitLoginForm } from '../support/sign-in.js';

describeJourney('The admin signs in, looks at the users and signs out', () => {
  const stage = setUpJourneyStage();

  it('the admin is sent to the login page, lands on the address in next, opens the user list and is anonymous after Abmelden', async () => {
    const { db } = stage.portal;
    const admin = await createUser(db, { kind: 'admin', email: 'chefin@example.test', password: 'Admin-Passwort-2026', lastName: 'Adler' });
    const customer = await createUser(db, { kind: 'trial', email: 'probe.kundin@example.test', lastName: 'Probst' });
    const page = await stage.person();

    await page.goto('/account');
    await waitForAddress(page, '/login?next=%2Faccount');
    await submitLoginForm(page, admin.email, 'Admin-Passwort-2026');
    await waitForAddress(page, '/account');
    await page.getByRole('heading', { name: 'Willkommen, Frau Adler', level: 1 }).waitFor();
    await menuLink(page, 'Konto').waitFor();
    expect(await menuLinkNames(page)).toEqual(['Konto', 'Admin', 'Abmelden']);

    await menuLink(page, 'Admin').click();
    await waitForAddress(page, '/admin/users');
    await page.getByText('Registrierte Benutzer').first().waitFor();
    await page.getByRole('cell', { name: customer.email }).waitFor();
    await page.getByRole('cell', { name: admin.email }).waitFor();
    await page.getByText('2 Benutzer in dieser Ansicht').waitFor();

    await page.goBack();
    await waitForAddress(page, '/account');
    await menuLink(page, 'Abmelden').click();
    // Signed out, '/' leads to /account, which an anonymous visitor may not see.
    await waitForAddress(page, '/login?next=%2Faccount');
    await menuLink(page, 'Anmelden').waitFor();
    expect(await headerMenu(page).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    expect((await page.request.get('/webapi/userinfo')).status()).toBe(401);

    await page.goto('/account');
    await waitForAddress(page, '/login?next=%2Faccount');
  });
});
