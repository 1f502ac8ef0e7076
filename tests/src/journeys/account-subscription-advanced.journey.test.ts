import { createIssuedLicense, createSentNotification, createUser } from '@bfsm/server/factories/index.js';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { describeJourney } from '../support/browser.js';
import { textboxNamed } from '../support/form-fields.js';
import { menuLink } from '../support/header-menu.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { waitForAddress } from '../support/page-address.js';
import { signInQuickly, submitLoginForm } from '../support/sign-in.js';

describeJourney('Jahres-Abo for a trial user, Erweitert and a new password for an admin', () => {
  const stage = setUpJourneyStage({ portalEnv: () => ({ SALES_PHONE: '+49 30 1234-567', SUPPORT_EMAIL: 'vertrieb@example.test' }) });

  it('a trial user follows the menu to the annual subscription and finds how to order it by invoice', async () => {
    const user = await createUser(stage.portal.db, { kind: 'trial', trialDaysLeft: 3 });
    const page = await stage.person();
    await signInQuickly(page, user.email, 'Passwort123!');
    await page.goto('/account');
    await menuLink(page, 'Test-Lizenz: Noch 3 Tage').click();
    await waitForAddress(page, '/account/manage_subscription');

    await page.getByRole('heading', { name: 'Jahres-Abo', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Brandfallsteuermatrix Next im Jahres-Abo', level: 2 }).waitFor();
    await page.getByText('Preis auf Anfrage', { exact: true }).waitFor();
    await page.getByText(/Ihr kostenloser Test läuft noch 3 Tage\./).waitFor();
    const mail = page.getByRole('link', { name: 'vertrieb@example.test' });
    expect(await mail.getAttribute('href')).toMatch(/^mailto:vertrieb@example\.test\?subject=/);
    expect(await page.getByRole('link', { name: '+49 30 1234-567' }).getAttribute('href')).toBe('tel:+49301234567');
    expect(await severeAccessibilityViolations(page)).toEqual([]);
  });

  it('an admin reads Erweitert of a customer and sets the customer a new password without the old one', async () => {
    const { db } = stage.portal;
    const admin = await createUser(db, { kind: 'admin', email: 'admin-erweitert@example.test' });
    const customer = await createUser(db, {
      kind: 'classic',
      email: 'kundin-erweitert@example.test',
      password: 'Kundin-Alt-1',
      loggedInApp: true,
    });
    await createSentNotification(db, {
      user: customer,
      slug: 'welcome',
      subject: 'Willkommen bei Brandfallsteuermatrix',
      sentAt: new Date('2026-01-10T08:00:00Z'),
    });
    await createSentNotification(db, {
      user: customer,
      slug: 'help-install',
      subject: 'Hilfe bei der Installation',
      sentAt: new Date('2026-01-11T15:30:00Z'),
    });
    for (const issuedAt of ['2026-03-01T07:00:00Z', '2026-03-01T15:00:00Z', '2026-03-04T09:00:00Z'])
      await createIssuedLicense(db, { user: customer, issuedAt: new Date(issuedAt) });
    const customerBrowser = await stage.person();
    await signInQuickly(customerBrowser, customer.email, 'Kundin-Alt-1');

    const page = await stage.person();
    await signInQuickly(page, admin.email, 'Passwort123!');
    await page.goto(`/account/advanced-details/${customer.id}`);
    await page.getByRole('heading', { name: 'Erweitert', level: 1 }).waitFor();
    await page.getByText('Hat sich in der Desktop-App angemeldet.', { exact: true }).waitFor();
    const notifications = page.getByRole('region', { name: 'Gesendete Benachrichtigungen' }).getByRole('listitem');
    expect(await notifications.allTextContents()).toEqual([
      '11.01.2026, 16:30 Uhr – Hilfe bei der Installation',
      '10.01.2026, 09:00 Uhr – Willkommen bei Brandfallsteuermatrix',
    ]);
    const licenses = page.getByRole('region', { name: 'Ausgestellte Lizenzen' }).getByRole('listitem');
    expect(await licenses.allTextContents()).toEqual(['04.03.2026', '01.03.2026']);
    expect(await severeAccessibilityViolations(page)).toEqual([]);

    await page.goto(`/account/changePw/${customer.id}`);
    await page.getByText(/Sie legen ein neues Passwort für kundin-erweitert@example\.test fest/).waitFor();
    expect(await textboxNamed(page, 'Bisheriges Passwort').count()).toBe(0);
    await textboxNamed(page, 'Neues Passwort').fill('Vom-Admin-2026');
    await textboxNamed(page, 'Neues Passwort wiederholen').fill('Vom-Admin-2026');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await page.getByText('Passwort erfolgreich geändert.', { exact: true }).waitFor();

    // The customer's session ended; the new password signs her in.
    await customerBrowser.goto('/account');
    await waitForAddress(customerBrowser, '/login?next=%2Faccount');
    await submitLoginForm(customerBrowser, customer.email, 'Vom-Admin-2026');
    await waitForAddress(customerBrowser, '/account');
    await menuLink(customerBrowser, 'Abmelden').waitFor();
  });
});
