import { createDevice, createFeature, createUser } from '@bfsm/server/factories/index.js';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { describeJourney } from '../support/browser.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { waitForAddress } from '../support/page-address.js';
import { signInQuickly } from '../support/sign-in.js';

const password = 'Admin-Passwort-2026';

describeJourney('An admin looks after a customer on the customer’s profile', () => {
  const stage = setUpJourneyStage();

  it('opens the customer from the user list, changes licence and expiry, toggles a feature, deactivates a device, grants and revokes admin rights and deletes the account', async () => {
    const { db } = stage.portal;
    const admin = await createUser(db, { kind: 'admin', email: 'chefin@example.test', password });
    const customer = await createUser(db, { kind: 'trial', email: 'probe.kunde@example.test', lastName: 'Probst' });
    const device = await createDevice(db, { user: customer });
    await createFeature(db, { name: 'export-3d', description: '3D-Export der Matrix' });
    const row = () => db.selectFrom('users').selectAll().where('id', '=', customer.id).executeTakeFirst();
    const page = await stage.person();
    await signInQuickly(page, admin.email, password);

    await page.goto('/admin/users');
    await page.getByRole('cell', { name: customer.email }).dblclick();
    await waitForAddress(page, `/account/edit/${customer.id}`);
    await page.getByRole('heading', { name: `Profil von ${customer.email}`, level: 1 }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Kontobereich' }).getByRole('link');
    await tabs.first().waitFor();
    expect(await tabs.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      `/account/${customer.id}`,
      `/account/edit/${customer.id}`,
      `/account/changePw/${customer.id}`,
      `/account/manage_subscription/${customer.id}`,
      `/account/advanced-details/${customer.id}`,
    ]);

    // Licence type and expiry.
    const adminArea = page.getByRole('group', { name: 'Admin-Bereich' });
    await page.getByRole('checkbox', { name: 'export-3d aktiviert' }).waitFor();
    await page.getByText('Aktuell sind 1 von 1 Gerät(en) aktiviert.').waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);
    await adminArea.getByRole('combobox', { name: 'Lizenztyp' }).selectOption({ label: 'Classic' });
    await adminArea.getByLabel('Aktuelle Lizenz gültig bis').fill('2027-03-31');
    await adminArea.getByRole('spinbutton', { name: 'Gleichzeitig aktive Geräte (Classic)' }).fill('3');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('status').getByText('Erfolgreich gespeichert.').waitFor();
    expect(await row()).toMatchObject({ license_type: 3, license_expiration: '2027-03-31', max_devices: 3 });

    // A date before 2024-09-01 is refused at its field.
    await adminArea.getByLabel('Aktuelle Lizenz gültig bis').fill('2024-08-31');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Datum darf nicht vor dem 01.09.2024 liegen.').waitFor();
    await adminArea.getByRole('button', { name: 'Datum löschen' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('status').getByText('Erfolgreich gespeichert.').waitFor();
    expect((await row())?.license_expiration).toBeNull();

    // A feature, on at once and still on after a reload.
    const featureSwitch = page.getByRole('checkbox', { name: 'export-3d aktiviert' });
    const listAgain = page.waitForResponse((response) => response.url().endsWith(`/webapi/features/${customer.id}`));
    await featureSwitch.check();
    await listAgain;
    expect(await featureSwitch.isChecked()).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: `Profil von ${customer.email}`, level: 1 }).waitFor();
    expect(await featureSwitch.isChecked()).toBe(true);
    expect(await db.selectFrom('user_features').select(['feature_name', 'enabled']).where('user_id', '=', customer.id).execute()).toEqual([
      { feature_name: 'export-3d', enabled: true },
    ]);

    // 'Admin-Deaktivierung' frees the slot at once.
    const devices = page.getByRole('region', { name: 'Aktivierte Geräte' });
    await devices.getByText('Aktuell sind 1 von 3 Gerät(en) aktiviert.').waitFor();
    await devices.getByRole('button', { name: 'Admin-Deaktivierung' }).click();
    await page
      .getByRole('dialog', { name: 'Deaktivieren dieses Geräts mit Admin-Rechten' })
      .getByRole('button', { name: 'Jetzt deaktivieren' })
      .click();
    await devices.getByText('Aktuell sind 0 von 3 Gerät(en) aktiviert.').waitFor();
    expect(await db.selectFrom('devices').select('id').where('id', '=', device.id).executeTakeFirst()).toBeUndefined();

    // Admin rights, granted and revoked.
    const administration = page.getByRole('region', { name: 'Verwaltung' });
    await administration.getByRole('button', { name: 'Admin-Rechte erteilen' }).click();
    await administration.getByText('Die Admin-Rechte sind erteilt.').waitFor();
    expect((await row())?.roles).toEqual(['ROLE_ADMIN']);
    await administration.getByRole('button', { name: 'Admin-Rechte entziehen' }).click();
    await page.getByRole('dialog', { name: 'Admin-Rechte entziehen?' }).getByRole('button', { name: 'Admin-Rechte entziehen' }).click();
    await administration.getByText('Die Admin-Rechte sind entzogen.').waitFor();
    expect((await row())?.roles).toEqual([]);

    // Deletion, and back to the user list.
    await administration.getByRole('button', { name: 'Konto löschen' }).click();
    const deletion = page.getByRole('dialog', { name: 'Konto endgültig löschen?' });
    await deletion.waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);
    await deletion.getByRole('button', { name: 'Endgültig löschen' }).click();
    await waitForAddress(page, '/admin/users');
    await page.getByRole('cell', { name: admin.email }).waitFor();
    expect(await page.getByRole('cell', { name: customer.email }).count()).toBe(0);
    expect(await row()).toBeUndefined();
  });

  it('the admin’s own profile has the admin area but no administration block, so he cannot delete himself', async () => {
    const admin = await createUser(stage.portal.db, { kind: 'admin', password });
    const page = await stage.person();
    await signInQuickly(page, admin.email, password);
    await page.goto(`/account/edit/${admin.id}`);
    await page.getByRole('heading', { name: 'Profil', level: 1 }).waitFor();
    await page.getByRole('group', { name: 'Admin-Bereich' }).waitFor();
    await page.getByRole('region', { name: 'Features' }).waitFor();
    expect(await page.getByRole('region', { name: 'Verwaltung' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Konto löschen' }).count()).toBe(0);
  });
});
