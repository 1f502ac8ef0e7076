import { createDevice, createUser } from '@bfsm/server/factories/index.js';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { describeJourney } from '../support/browser.js';
import { textboxNamed } from '../support/form-fields.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { waitForAddress } from '../support/page-address.js';
import { signInQuickly, submitLoginForm } from '../support/sign-in.js';

const password = 'Kunden-Passwort-2026';

describeJourney('A customer looks after his profile and his devices', () => {
  const stage = setUpJourneyStage();

  it('edits the profile, sees the saved values after a reload, requests a device deactivation and takes it back', async () => {
    const { db } = stage.portal;
    const customer = await createUser(db, {
      kind: 'classic',
      email: 'clara.kunde@example.test',
      password,
      greeting: 'Frau',
      firstName: 'Clara',
      lastName: 'Kunde',
    });
    const device = await createDevice(db, {
      user: customer,
      firstSeenAt: new Date('2025-01-02T12:00:00Z'),
      lastSeenAt: new Date('2025-03-04T12:00:00Z'),
    });
    const page = await stage.person();

    await page.goto('/account/edit');
    await waitForAddress(page, '/login?next=%2Faccount%2Fedit');
    await submitLoginForm(page, customer.email, password);
    await waitForAddress(page, '/account/edit');
    await page.getByRole('heading', { name: 'Profil', level: 1 }).waitFor();
    await page.waitForFunction(() => document.title === 'Profil – Brandfallsteuermatrix');
    const tabs = page.getByRole('navigation', { name: 'Kontobereich' }).getByRole('link');
    expect(await tabs.allTextContents()).toEqual(['Brandfallsteuermatrix', 'Profil', 'Passwort ändern', 'Jahres-Abo', 'Rechnungen']);

    const email = page.getByRole('textbox', { name: 'E-Mail' });
    expect(await email.inputValue()).toBe(customer.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    await page.getByText('Die E-Mail-Adresse kann nur unser Support ändern.').waitFor();
    await page.getByText(/Sie möchten Ihr Konto schließen\?/).waitFor();

    await page.getByRole('combobox', { name: 'Anrede' }).selectOption('Frau Dr.');
    await textboxNamed(page, 'Nachname').fill('Kundig');
    await textboxNamed(page, 'Telefon').fill('+49 40 111222');
    await textboxNamed(page, 'Firma').fill('Kundig Brandschutz GmbH');
    await page.getByRole('checkbox', { name: /Newsletter/ }).check();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('status').getByText('Erfolgreich gespeichert.').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Profil', level: 1 }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Anrede' }).inputValue()).toBe('Frau Dr.');
    expect(await textboxNamed(page, 'Nachname').inputValue()).toBe('Kundig');
    expect(await page.getByRole('checkbox', { name: /Newsletter/ }).isChecked()).toBe(true);
    const saved = await db
      .selectFrom('users')
      .select(['greeting', 'last_name', 'phone_number', 'company_name', 'email_newsletter'])
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({
      greeting: 'Frau Dr.',
      last_name: 'Kundig',
      phone_number: '+49 40 111222',
      company_name: 'Kundig Brandschutz GmbH',
      email_newsletter: true,
    });

    const devices = page.getByRole('region', { name: 'Aktivierte Geräte' });
    await devices.getByText('Aktuell sind 1 von 2 Gerät(en) aktiviert.').waitFor();
    const entry = devices.getByRole('listitem').filter({ has: page.getByRole('heading', { name: device.name }) });
    await entry.getByText('Zuerst gesehen: 02.01.2025, 13:00').waitFor();
    await entry.getByText('Zuletzt gesehen: 04.03.2025, 13:00').waitFor();
    expect(await entry.getByRole('button', { name: 'Admin-Deaktivierung' }).count()).toBe(0);

    expect(await severeAccessibilityViolations(page)).toEqual([]);

    await entry.getByRole('button', { name: 'Deaktivierung beantragen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deaktivierung beantragen?' });
    await dialog.getByText(/4 Tage nach dem Antrag/).waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Deaktivierung beantragen' }).click();
    await entry.getByText('Deaktivierung beantragt').waitFor();
    const requested = (
      await db.selectFrom('devices').select('deactivation_requested_at').where('id', '=', device.id).executeTakeFirstOrThrow()
    ).deactivation_requested_at;
    expect(requested).toBeInstanceOf(Date);
    const freeOn = new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Berlin',
    }).format(new Date((requested as Date).getTime() + 4 * 86_400_000));
    await entry.getByText(new RegExp(`Der Platz wird am ${freeOn.replace(/\./g, '\\.')}, \\d\\d:\\d\\d Uhr frei\\.`)).waitFor();
    await devices.getByText('Aktuell sind 1 von 2 Gerät(en) aktiviert.').waitFor();

    await entry.getByRole('button', { name: 'Deaktivierung zurücknehmen' }).click();
    await entry.getByRole('button', { name: 'Deaktivierung beantragen' }).waitFor();
    expect(await entry.getByText('Deaktivierung beantragt').count()).toBe(0);
    const after = await db.selectFrom('devices').select('deactivation_requested_at').where('id', '=', device.id).executeTakeFirstOrThrow();
    expect(after.deactivation_requested_at).toBeNull();
  });

  it("a customer who puts another user's id into the address sees an error screen and none of that user's data", async () => {
    const { db } = stage.portal;
    const customer = await createUser(db, { kind: 'trial', password });
    const other = await createUser(db, { kind: 'classic', email: 'fremde.kundin@example.test', lastName: 'Fremd' });
    const page = await stage.person();
    await signInQuickly(page, customer.email, password);

    for (const address of [`/account/edit/${other.id}`, `/account/${other.id}`, `/account/changePw/${other.id}`]) {
      await page.goto(address);
      await page.getByRole('heading', { name: 'Es ist ein Fehler aufgetreten', level: 1 }).waitFor();
      await page.getByRole('alert').getByText('Dafür fehlen Ihnen die Rechte.').waitFor();
      expect(await page.getByText(/fremde\.kundin|Fremd/).count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Kontobereich' }).count()).toBe(0);
    }
  });

  it('an anonymous visitor on any account address goes to the login page, and back there after signing in', async () => {
    const customer = await createUser(stage.portal.db, { kind: 'trial', password });
    const page = await stage.person();
    await page.goto('/account/gibt-es/nicht');
    await waitForAddress(page, '/login?next=%2Faccount%2Fgibt-es%2Fnicht');
    await submitLoginForm(page, customer.email, password);
    await waitForAddress(page, '/account/gibt-es/nicht');
    await page.getByRole('heading', { name: 'Seite nicht gefunden', level: 1 }).waitFor();
  });
});
