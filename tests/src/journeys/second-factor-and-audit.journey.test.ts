import { createUser } from '@bfsm/server/factories/index.js';
import { authenticatorCode } from '@bfsm/server/test-support/second-factor.js';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { describeJourney } from '../support/browser.js';
import { menuLink } from '../support/header-menu.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { waitForAddress } from '../support/page-address.js';
import { submitLoginForm } from '../support/sign-in.js';

const password = 'Admin-Passwort-2026';

describeJourney('An admin secures his sign-in with a second factor, and his actions land in the timeline', () => {
  // The operator's default: admins must have a second factor before the back-office opens.
  const stage = setUpJourneyStage({ portalEnv: () => ({ ADMIN_SECOND_FACTOR: 'required' }) });

  it('sets up TOTP from the screen, signs in again with a code, changes a customer’s licence and finds it in the customer’s timeline and the Protokoll', async () => {
    const { db } = stage.portal;
    const admin = await createUser(db, { kind: 'admin', email: 'sicher@example.test', password, lastName: 'Adler' });
    const customer = await createUser(db, { kind: 'trial', email: 'zeitleiste.kundin@example.test', lastName: 'Probst' });
    const page = await stage.person();

    await page.goto('/admin/users');
    await waitForAddress(page, '/login?next=%2Fadmin%2Fusers');
    await submitLoginForm(page, admin.email, password);
    // Without a second factor the back-office does not open: the admin is led to its set-up.
    await waitForAddress(page, '/account/changePw');
    expect(new URL(page.url()).hash).toBe('#zwei-faktor');
    const section = page.getByRole('region', { name: 'Zwei-Faktor-Anmeldung' });
    await section
      .getByText('Für den Verwaltungsbereich ist die Zwei-Faktor-Anmeldung erforderlich. Bitte richten Sie sie jetzt ein.')
      .waitFor();
    await section.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }).click();
    await section.getByRole('img', { name: 'QR-Code für die Authenticator-App' }).waitFor();
    // The person types the key shown into his authenticator app, which then shows codes.
    expect(await severeAccessibilityViolations(page)).toEqual([]);
    const secret = (await section.getByTestId('second-factor-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await section.getByLabel('Code aus der App').fill(authenticatorCode(secret));
    await section.getByRole('button', { name: 'Bestätigen' }).click();
    const recoveryCodes = section.getByRole('list', { name: 'Ihre Wiederherstellungscodes' }).getByRole('listitem');
    await recoveryCodes.first().waitFor();
    expect(await recoveryCodes.count()).toBe(10);
    await section.getByRole('button', { name: 'Bestätigen' }).click();
    await section.getByText('Die Zwei-Faktor-Anmeldung ist eingerichtet. Ihnen bleiben 10 Wiederherstellungscodes.').waitFor();

    await menuLink(page, 'Abmelden').click();
    await menuLink(page, 'Anmelden').waitFor();
    await page.goto('/login?next=%2Fadmin%2Fusers');
    await submitLoginForm(page, admin.email, password);
    await page.getByRole('heading', { name: 'Bestätigungscode' }).waitFor();
    // The code of the set-up is used up; the app's next code (one step on, within the tolerance) is taken.
    await page.getByLabel('Code', { exact: true }).fill(authenticatorCode(secret, new Date(Date.now() + 30_000)));
    // Exact: 'Mit Passkey bestätigen' stands beside it in a browser that knows passkeys.
    await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
    await waitForAddress(page, '/admin/users');
    await page.getByRole('cell', { name: customer.email }).waitFor();

    // A licence change on the customer's profile appears in his timeline on the Erweitert tab.
    await page.goto(`/account/edit/${customer.id}`);
    const adminArea = page.getByRole('group', { name: 'Admin-Bereich' });
    await adminArea.getByRole('combobox', { name: 'Lizenztyp' }).selectOption({ label: 'Classic' });
    await adminArea.getByLabel('Aktuelle Lizenz gültig bis').fill('2027-03-31');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('status').getByText('Erfolgreich gespeichert.').waitFor();
    await page.getByRole('navigation', { name: 'Kontobereich' }).getByRole('link', { name: 'Erweitert' }).click();
    await waitForAddress(page, `/account/advanced-details/${customer.id}`);
    const timeline = page.getByRole('region', { name: 'Protokoll' });
    const licenceRow = timeline.getByRole('row').filter({ hasText: 'Lizenz geändert' });
    await licenceRow.waitFor();
    expect(await licenceRow.textContent()).toContain(admin.email);
    expect(await licenceRow.textContent()).toContain('licenseType: 1 → 3');
    expect(await licenceRow.textContent()).toContain('31.03.2027');
    expect(await severeAccessibilityViolations(page)).toEqual([]);

    // The back-office's Protokoll shows it too, filtered by the customer's address.
    await page.goto('/admin/audit');
    await page.getByLabel('Betrifft (E-Mail)').fill('zeitleiste.kundin');
    await page.getByRole('cell', { name: 'Lizenz geändert' }).waitFor();
    await page.getByRole('cell', { name: customer.email }).first().waitFor();
  });
});
