import { createUser } from '@bfsm/server/factories/index.js';
import { activate } from '../desktop-client/desktop-client.js';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { describeJourney } from '../support/browser.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { signInQuickly } from '../support/sign-in.js';

const password = 'Desktop-Kunde-2026';
const berlin = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', ...options });
const germanDay = (date: Date) => berlin({ day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
const germanDateTime = (date: Date) => `${germanDay(date)}, ${berlin({ hour: '2-digit', minute: '2-digit' }).format(date)}`;

describeJourney('A device activated by the desktop application, seen by its customer and by the admin', () => {
  const stage = setUpJourneyStage();

  it('the reference client activates a device; the customer sees it in Profil and requests its deactivation; the admin sees the issued licence and the completed installation', async () => {
    const { db, url } = stage.portal;
    const admin = await createUser(db, { kind: 'admin', email: 'admin-desktop@example.test', password });
    const customer = await createUser(db, {
      kind: 'classic',
      email: 'desktop.kunde@example.test',
      password,
      hasCompletedInstall: false,
      loggedInApp: false,
      maxDevices: 2,
    });

    // The application on the customer's machine signs in: the device is activated.
    const client = await activate({
      portalUrl: url,
      email: customer.email,
      password,
      deviceName: 'Konstruktion-PC',
      fingerprint: 'journey-fingerprint-0001',
    });
    const device = await db.selectFrom('devices').selectAll().where('id', '=', client.deviceId).executeTakeFirstOrThrow();

    const page = await stage.person();
    await signInQuickly(page, customer.email, password);
    await page.goto('/account/edit');
    const devices = page.getByRole('region', { name: 'Aktivierte Geräte' });
    await devices.getByText('Aktuell sind 1 von 2 Gerät(en) aktiviert.').waitFor();
    const entry = devices.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Konstruktion-PC' }) });
    await entry.getByText(`Zuerst gesehen: ${germanDateTime(device.first_seen_at)}`).waitFor();
    await entry.getByText(`Zuletzt gesehen: ${germanDateTime(device.last_seen_at)}`).waitFor();

    await entry.getByRole('button', { name: 'Deaktivierung beantragen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deaktivierung beantragen?' });
    await dialog.getByText(/sobald seine letzte Lizenzdatei abläuft, spätestens 4 Tage nach dem Antrag/).waitFor();
    await dialog.getByRole('button', { name: 'Deaktivierung beantragen' }).click();
    await entry.getByText('Deaktivierung beantragt').waitFor();
    // The slot is free when the file the application holds ends: the portal shows that moment.
    const lastFileEnds = device.license_valid_until as Date;
    await entry.getByText(`Der Platz wird am ${germanDateTime(lastFileEnds)} Uhr frei.`).waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);

    const adminPage = await stage.person();
    await signInQuickly(adminPage, admin.email, password);
    await adminPage.goto(`/account/advanced-details/${customer.id}`);
    await adminPage.getByRole('heading', { name: 'Erweitert', level: 1 }).waitFor();
    await adminPage.getByText('Hat sich in der Desktop-App angemeldet.', { exact: true }).waitFor();
    const issued = adminPage.getByRole('region', { name: 'Ausgestellte Lizenzen' }).getByRole('listitem');
    await issued.first().waitFor();
    expect(await issued.allTextContents()).toEqual([germanDay(device.first_seen_at)]);

    await adminPage.goto(`/admin/users?term=${encodeURIComponent(customer.email)}`);
    const row = adminPage.getByRole('row').filter({ has: adminPage.getByRole('cell', { name: customer.email }) });
    await row.waitFor();
    // 'Voll. Install.' is the only yes of the row ('Kostenlos' is no).
    expect(await row.getByLabel('Ja').count()).toBe(1);
    expect(await row.getByLabel('Nein').count()).toBe(1);
  });
});
