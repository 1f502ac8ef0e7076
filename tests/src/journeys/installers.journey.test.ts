import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRelease, createUser } from '@bfsm/server/factories/index.js';
import { nightlyManifest, startManifestServer } from '@bfsm/server/installer/test-support/manifest-server.js';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { describeJourney } from '../support/browser.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { waitForAddress } from '../support/page-address.js';
import { signInQuickly, submitLoginForm } from '../support/sign-in.js';

const password = 'Ein-Passwort-2026';
const installerFile = 'installers/Brandfallsteuermatrix.appinstaller';

describeJourney('Installers: the nightly build for admins, the installer for customers', () => {
  let manifests: Awaited<ReturnType<typeof startManifestServer>>;
  beforeAll(async () => {
    manifests = await startManifestServer({
      '/nightly/Brandfallsteuermatrix.appinstaller': { status: 200, body: nightlyManifest('2026.11.22.4') },
      '/stable/Brandfallsteuermatrix.appinstaller': { status: 200, body: nightlyManifest('4.2.1.0') },
    });
  });
  afterAll(() => manifests.close());
  const stage = setUpJourneyStage({
    portalEnv: () => ({
      NIGHTLY_INSTALLER_URL: manifests.url('/nightly/Brandfallsteuermatrix.appinstaller'),
      INSTALLER_URL: installerFile,
    }),
  });

  it('the admin sees the version of the nightly manifest served on loopback, and its download link', async () => {
    const admin = await createUser(stage.portal.db, { kind: 'admin', password });
    const page = await stage.person();
    await signInQuickly(page, admin.email, password);
    await page.goto('/admin/install-next');
    await page.getByText('Aktuelle Version: 2026.11.22.4').waitFor();
    expect(await page.getByRole('link', { name: 'Nightly herunterladen' }).getAttribute('href')).toBe(
      manifests.url('/nightly/Brandfallsteuermatrix.appinstaller'),
    );
    expect(await page.title()).toBe('Nightly – Administration');
  });

  it("an anonymous visitor of /download signs in first, sees the download page and gets INSTALLER_URL's installer while no release is published", async () => {
    await mkdir(path.join(stage.portal.config.dataDir, 'installers'), { recursive: true });
    await writeFile(path.join(stage.portal.config.dataDir, installerFile), nightlyManifest('5.1.0.0'));
    const customer = await createUser(stage.portal.db, { kind: 'nextOwner', password });
    const page = await stage.person();

    await page.goto('/download');
    await waitForAddress(page, '/login?next=%2Fdownload');
    await submitLoginForm(page, customer.email, password);
    await waitForAddress(page, '/download');
    await page.getByRole('heading', { name: 'Anwendung herunterladen', level: 1 }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Installationsprogramm herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Brandfallsteuermatrix.appinstaller');
    expect(new URL(file.url()).pathname).toBe('/download/installer');

    // Signed in, the dashboard's button leads to the download page too.
    await page.goto('/account');
    await page.getByRole('link', { name: 'Installationsprogramm herunterladen' }).click();
    await waitForAddress(page, '/download');
    await page.getByRole('heading', { name: 'Anwendung herunterladen', level: 1 }).waitFor();
  });

  it('a customer sees the newest published stable release with its date and notes, and its download leads to its installer', async () => {
    const installer = manifests.url('/stable/Brandfallsteuermatrix.appinstaller');
    await createRelease(stage.portal.db, { version: '4.1.0.0', publishedOn: '2026-10-01', notes: 'Erste Fassung' });
    await createRelease(stage.portal.db, {
      version: '4.2.1.0',
      publishedOn: '2026-11-20',
      notes: '- Neue **Matrix**-Ansicht\n\n<img src=x alt="Bild" onerror="window.hacked=1">',
      installer,
    });
    await createRelease(stage.portal.db, { version: '4.3.0.0', publishedOn: '2026-11-24', notes: 'Entwurf', published: false });
    const customer = await createUser(stage.portal.db, { kind: 'nextOwner', password });
    const page = await stage.person();
    await signInQuickly(page, customer.email, password);
    await page.goto('/download');

    await page.getByText('Aktuelle Version: 4.2.1 vom 20.11.2026').waitFor();
    const notes = page.getByRole('region', { name: 'Versionshinweise' });
    expect(await notes.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Version 4.2.1 vom 20.11.2026',
      'Version 4.1.0 vom 01.10.2026',
    ]);
    expect(await notes.locator('strong').first().textContent()).toBe('Matrix');
    // The server's sanitiser took the handler out: nothing ran.
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    expect(await page.getByText('Entwurf').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Nightly (nur für Administratoren)' }).count()).toBe(0);
    expect(await severeAccessibilityViolations(page)).toEqual([]);

    // Through the portal's /download/installer, which sends the browser on to the release's installer.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Installationsprogramm herunterladen' }).click();
    expect((await download).url()).toBe(installer);
  });
});
