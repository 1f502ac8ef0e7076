import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createUser } from '@bfsm/server/factories/index.js';
import { nightlyManifest, startManifestServer } from '@bfsm/server/installer/test-support/manifest-server.js';
import { describeJourney } from '../support/browser.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { waitForAddress } from '../support/page-address.js';
import { signInQuickly, submitLoginForm } from '../support/sign-in.js';

const password = 'Ein-Passwort-2026';
const installerFile = 'installer/Brandfallsteuermatrix.appinstaller';

describeJourney('Installers: the nightly build for admins, the installer for customers', () => {
  let manifests: Awaited<ReturnType<typeof startManifestServer>>;
  beforeAll(async () => {
    manifests = await startManifestServer({
      '/nightly/Brandfallsteuermatrix.appinstaller': { status: 200, body: nightlyManifest('2026.11.22.4') },
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

  it('an anonymous visitor of /download signs in first and then gets the installer', async () => {
    await mkdir(path.join(stage.portal.config.dataDir, 'installer'), { recursive: true });
    await writeFile(path.join(stage.portal.config.dataDir, installerFile), nightlyManifest('5.1.0.0'));
    const customer = await createUser(stage.portal.db, { kind: 'nextOwner', password });
    const page = await stage.person();

    await page.goto('/download');
    await waitForAddress(page, '/login?next=%2Fdownload');
    const download = page.waitForEvent('download');
    await submitLoginForm(page, customer.email, password);
    const file = await download;
    expect(file.suggestedFilename()).toBe('Brandfallsteuermatrix.appinstaller');
    expect(new URL(file.url()).pathname).toBe('/download');

    // Signed in, the dashboard's button leads straight to it.
    await page.goto('/account');
    const again = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Installationsprogramm herunterladen' }).click();
    expect((await again).suggestedFilename()).toBe('Brandfallsteuermatrix.appinstaller');
  });
});
