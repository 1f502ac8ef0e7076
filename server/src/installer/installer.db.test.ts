import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createUser } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { nightlyManifest, startManifestServer } from './test-support/manifest-server.js';

// Each case starts whole apps (three in one case, one per setting), which takes tens of seconds on a loaded CI machine.
jest.setTimeout(90_000);

const password = 'passwort-123';

describe('installers: GET /webapi/next-install-url and /download/installer', () => {
  let server: Awaited<ReturnType<typeof startManifestServer>>;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    server = await startManifestServer({
      '/nightly.appinstaller': { status: 200, body: nightlyManifest('2026.11.22.7') },
      '/kaputt.appinstaller': { status: 200, body: '<AppInstaller Version="1.0"' },
    });
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await server.close();
  });

  async function appWith(env: Record<string, string>) {
    const t = await createTestApp({ env });
    apps.push(t);
    const admin = await createUser(t.db, { kind: 'admin', password });
    const customer = await createUser(t.db, { kind: 'nextOwner', password });
    return { t, admin: await signIn(t.app, admin.email, password), customer: await signIn(t.app, customer.email, password) };
  }

  describe('the nightly manifest', () => {
    const nextInstall = async (env: Record<string, string>) => {
      const { t, admin } = await appWith(env);
      return (await t.app.inject({ method: 'GET', url: '/webapi/next-install-url', headers: { cookie: admin } })).json();
    };

    it('answers the manifest address and the version the server read from it', async () => {
      const url = server.url('/nightly.appinstaller');
      expect(await nextInstall({ NIGHTLY_INSTALLER_URL: url })).toEqual({ url, version: '2026.11.22.7', problem: null });
    });

    it('says why there is no version: not configured, unreachable, malformed', async () => {
      expect(await nextInstall({})).toEqual({ url: null, version: null, problem: 'not-configured' });
      expect(await nextInstall({ NIGHTLY_INSTALLER_URL: server.url('/weg.appinstaller') })).toMatchObject({
        version: null,
        problem: 'unreachable',
      });
      expect(await nextInstall({ NIGHTLY_INSTALLER_URL: server.url('/kaputt.appinstaller') })).toMatchObject({
        version: null,
        problem: 'malformed',
      });
    });

    it('refuses anonymous visitors and customers', async () => {
      const { t, customer } = await appWith({ NIGHTLY_INSTALLER_URL: server.url('/nightly.appinstaller') });
      expect((await t.app.inject({ method: 'GET', url: '/webapi/next-install-url' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/webapi/next-install-url', headers: { cookie: customer } })).statusCode).toBe(403);
    });
  });

  describe('/download/installer', () => {
    it('sends anonymous visitors to the sign-in, which leads back here', async () => {
      const { t } = await appWith({ INSTALLER_URL: 'https://downloads.example.com/Brandfallsteuermatrix.appinstaller' });
      const response = await t.app.inject({ method: 'GET', url: '/download/installer' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?next=%2Fdownload');
    });

    it('sends a signed-in user to the installer address', async () => {
      const { t, customer } = await appWith({ INSTALLER_URL: 'https://downloads.example.com/Brandfallsteuermatrix.appinstaller' });
      const response = await t.app.inject({ method: 'GET', url: '/download/installer', headers: { cookie: customer } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://downloads.example.com/Brandfallsteuermatrix.appinstaller');
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('hands a signed-in user the installer file from DATA_DIR/installers/', async () => {
      const { t, customer } = await appWith({ INSTALLER_URL: 'installers/Brandfallsteuermatrix.appinstaller' });
      const folder = path.join(t.config.dataDir, 'installers');
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, 'Brandfallsteuermatrix.appinstaller'), nightlyManifest('5.0.0.0'));
      try {
        const response = await t.app.inject({ method: 'GET', url: '/download/installer', headers: { cookie: customer } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/appinstaller');
        expect(response.headers['content-disposition']).toBe('attachment; filename="Brandfallsteuermatrix.appinstaller"');
        expect(response.body).toBe(nightlyManifest('5.0.0.0'));
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
      expect((await t.app.inject({ method: 'GET', url: '/download/installer', headers: { cookie: customer } })).statusCode).toBe(404);
    });

    it('tells a signed-in user plainly when no installer is configured', async () => {
      const { t, customer } = await appWith({});
      const response = await t.app.inject({ method: 'GET', url: '/download/installer', headers: { cookie: customer } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'not-found',
        message: 'Das Installationsprogramm ist zurzeit nicht verfügbar. Bitte wenden Sie sich an den Support.',
      });
    });
  });
});
