import { createUser } from '@bfsm/server/factories/index.js';
import { nightlyManifest, startManifestServer } from '@bfsm/server/installer/test-support/manifest-server.js';
import { activate, checkForUpdate, refresh } from '../desktop-client/desktop-client.js';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { describeJourney } from '../support/browser.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { waitForAddress } from '../support/page-address.js';
import { signInQuickly } from '../support/sign-in.js';

const password = 'Versionen-2026!';
const installerPath = '/stable/4.3/Brandfallsteuermatrix.appinstaller';

/**
 * A release from end to end (decision 042): the admin records it in 'Versionen', the customer
 * finds it on /download, the application on his machine finds it by its update check, installs
 * it and says so with its next refresh, and the back-office counts the device on the new version.
 */
describeJourney('A release, from the back-office to the devices that run it', () => {
  let manifests: Awaited<ReturnType<typeof startManifestServer>>;
  beforeAll(async () => {
    manifests = await startManifestServer({ [installerPath]: { status: 200, body: nightlyManifest('4.3.0.0') } });
  });
  afterAll(() => manifests.close());
  const stage = setUpJourneyStage();

  it('the admin records 4.3 with notes; the customer downloads it; the client finds it, reports it, and the chart counts it', async () => {
    const { db, url } = stage.portal;
    const installer = manifests.url(installerPath);
    const admin = await createUser(db, { kind: 'admin', password });
    const customer = await createUser(db, { kind: 'classic', password, maxDevices: 2 });
    const client = await activate({
      portalUrl: url,
      email: customer.email,
      password,
      deviceName: 'Planungs-PC',
      fingerprint: 'release-journey-0001',
      version: '4.2.0.0',
    });
    // Nothing newer is published yet.
    expect(await checkForUpdate(client)).toBeNull();

    const adminPage = await stage.person({ viewport: { width: 1400, height: 900 } });
    await signInQuickly(adminPage, admin.email, password);
    await adminPage.goto('/admin/releases');
    await adminPage.getByRole('link', { name: 'Neue Version' }).click();
    await waitForAddress(adminPage, '/admin/releases/create');
    await adminPage.getByRole('textbox', { name: /^Version\b/ }).fill('4.3.0.0');
    await adminPage.getByLabel('Veröffentlichungsdatum').fill('2026-11-24');
    await adminPage.getByLabel('Versionshinweise').fill('## Neu\n\n- **Schnellere** Matrix-Ansicht\n- Export nach PDF');
    // The preview shows what customers will read, rendered and sanitised by the server.
    await adminPage.getByRole('region', { name: 'Vorschau' }).locator('strong', { hasText: 'Schnellere' }).waitFor();
    await adminPage.getByLabel('Installationsdatei').fill(installer);
    await adminPage.getByRole('switch', { name: 'veröffentlicht' }).check();
    await adminPage.getByRole('button', { name: 'Speichern' }).click();
    await waitForAddress(adminPage, '/admin/releases');
    await adminPage.getByRole('cell', { name: '4.3.0.0' }).waitFor();

    // The customer's download page offers it, with its notes, and the button leads to its installer.
    const page = await stage.person();
    await signInQuickly(page, customer.email, password);
    await page.goto('/download');
    await page.getByText('Aktuelle Version: 4.3.0 vom 24.11.2026').waitFor();
    const notes = page.getByRole('region', { name: 'Versionshinweise' });
    expect(await notes.getByRole('listitem').allTextContents()).toEqual(['Schnellere Matrix-Ansicht', 'Export nach PDF']);
    expect(await severeAccessibilityViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Installationsprogramm herunterladen' }).click();
    expect((await download).url()).toBe(installer);

    // The application asks for updates with its device token and finds the same release.
    const update = await checkForUpdate(client);
    expect(update).toMatchObject({ version: '4.3.0.0', channel: 'stable', publishedOn: '2026-11-24', installerUrl: installer });
    expect(update?.notesHtml).toContain('<strong>Schnellere</strong>');
    // Plain text for the application's own window: the words, no Markdown and no markup left.
    expect(update?.notesText).toContain('Schnellere Matrix-Ansicht');
    expect(update?.notesText).not.toMatch(/\*\*|##|<\/?\w/);
    // Installed: its next refresh reports the new version, and then nothing newer is offered.
    const updated = await refresh({ ...client, version: '4.3.0.0' });
    expect(await checkForUpdate(updated)).toBeNull();
    const device = await db.selectFrom('devices').select('app_version').where('id', '=', client.deviceId).executeTakeFirstOrThrow();
    expect(device.app_version).toBe('4.3.0.0');

    // The back-office counts the device on the newest stable version.
    await adminPage.reload();
    const inUse = adminPage.getByRole('region', { name: 'Versionen im Einsatz' });
    const share = new Intl.NumberFormat('de-DE', { style: 'percent' }).format(1);
    await inUse.getByText(`${share} der Geräte nutzen die neueste stabile Version 4.3.0.`).waitFor();
    // This portal's only device, on the new version.
    expect(
      await inUse
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim() ?? ''))),
    ).toEqual([['4.3.0', '1']]);
  });
});
