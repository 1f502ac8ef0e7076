import { readFile } from 'node:fs/promises';
import { createUser } from '@bfsm/server/factories/index.js';
import {
  activate,
  activationRequest,
  checkLicense,
  deactivationProof,
  fetchPublicKey,
  installOffline,
  newDeviceKey,
  refresh,
} from '../desktop-client/desktop-client.js';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { describeJourney } from '../support/browser.js';
import { linkInMail, setUpMailJourneyStage } from '../support/mailbox.js';
import { signInQuickly } from '../support/sign-in.js';

const password = 'Offline-Kunde-2026';

describeJourney('Devices without a support ticket: offline by file, a proof of removal, a replaced PC (decision 045)', () => {
  const stage = setUpMailJourneyStage();

  it('a customer activates an offline machine by file, frees it with its proof, replaces a lost PC and hears of every new device', async () => {
    const { db, url } = stage.portal;
    const customer = await createUser(db, { kind: 'classic', email: 'baustelle@example.test', password, maxDevices: 1 });
    const publicKey = await fetchPublicKey(url);
    const page = await stage.person({ acceptDownloads: true });
    await signInQuickly(page, customer.email, password);
    await page.goto('/account/edit');
    const devices = page.getByRole('region', { name: 'Aktivierte Geräte' });
    await devices.getByText('Aktuell sind 0 von 1 Gerät(en) aktiviert.').waitFor();

    // 1. The machine on the building site writes a request; the customer pastes it and downloads the licence file.
    const machine = { fingerprint: 'journey-offline-0001', deviceName: 'Baustellen-Laptop', devicePrivateKey: newDeviceKey() };
    const offline = devices.getByRole('form', { name: 'Gerät offline aktivieren' });
    await offline.getByLabel('Text der Aktivierungsanfrage').fill(JSON.stringify(activationRequest(machine, '2.4.0')));
    await offline.getByText('Wird aktiviert: „Baustellen-Laptop“ (Gerätekennung journey-…).').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      offline.getByRole('button', { name: 'Aktivieren und Lizenzdatei herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Baustellen-Laptop.bfsm-lizenz');
    const licenseFile = JSON.parse(await readFile(await download.path(), 'utf8'));
    // `offline-install`, then `check` without the network: the key the application ships.
    const installed = installOffline(machine, licenseFile, publicKey, url);
    expect(checkLicense(publicKey, installed)).toMatchObject({ valid: true, license: { device: { name: 'Baustellen-Laptop' } } });
    const laptop = devices.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Baustellen-Laptop' }) });
    await laptop.getByText(/^Offline aktiviert: Lizenzdatei gültig bis /).waitFor();
    const offlineMail = await stage.mailbox.mailTo(customer.email, 'Neues Gerät aktiviert');
    expect(offlineMail.text).toContain('„Baustellen-Laptop“ offline mit einer Lizenzdatei aktiviert');
    expect(new URL(linkInMail(offlineMail, '/account/edit')).hash).toBe('#geraete');

    // 2. `offline-deactivate` on the machine; the proof pasted on the profile frees the slot at once.
    const proof = devices.getByRole('form', { name: 'Deaktivierungsnachweis einreichen' });
    await proof.getByLabel('Text des Nachweises').fill(JSON.stringify(deactivationProof(installed)));
    await proof.getByRole('button', { name: 'Nachweis einreichen' }).click();
    await proof.getByText('„Baustellen-Laptop“ ist deaktiviert; sein Platz ist sofort frei.').waitFor();
    await devices.getByText('Aktuell sind 0 von 1 Gerät(en) aktiviert.').waitFor();

    // 3. The office PC activates online, is lost, and is replaced; its next call is refused and shown.
    const office = await activate({
      portalUrl: url,
      email: customer.email,
      password,
      deviceName: 'Büro-PC',
      fingerprint: 'journey-office-0001',
    });
    await stage.mailbox.nthMailTo(customer.email, 'Neues Gerät aktiviert', 2);
    await page.reload();
    await devices
      .getByText('„Gerät ersetzen“ gibt einen Platz sofort frei, ohne Wartezeit: in diesem Lizenzjahr noch 2 von 2 Mal.')
      .waitFor();
    const pc = devices.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Büro-PC' }) });
    await pc.getByRole('button', { name: 'Gerät ersetzen' }).click();
    await page.getByRole('dialog', { name: 'Gerät ersetzen?' }).getByRole('button', { name: 'Gerät ersetzen' }).click();
    await devices.getByText('Aktuell sind 0 von 1 Gerät(en) aktiviert.').waitFor();
    await expect(refresh(office)).rejects.toMatchObject({ status: 403, code: 'device-replaced' });
    await page.reload();
    await devices.getByRole('heading', { name: 'Ersetzte Geräte' }).waitFor();
    await devices.getByText(/^Ein ersetztes Gerät hat sich gemeldet: am .* von .*\. Der Aufruf wurde abgelehnt\.$/).waitFor();
    await devices
      .getByText('„Gerät ersetzen“ gibt einen Platz sofort frei, ohne Wartezeit: in diesem Lizenzjahr noch 1 von 2 Mal.')
      .waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);
  });
});
