import { createRelease, createUser } from '../factories/index.js';
import { desktopApi } from '../test-support/desktop-api.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(60_000);

const password = 'passwort-123';

describe('the update check GET /api/desktop/v1/updates, and the version a device reports', () => {
  let t: TestApp;
  let api: ReturnType<typeof desktopApi>;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example.test' } });
    api = desktopApi(t.app);
    await createRelease(t.db, { version: '4.2.1.0', notes: 'Alt' });
    await createRelease(t.db, { version: '4.10.0.0', publishedOn: '2026-11-20', notes: '## Neu\n\n<img src=x onerror=alert(1)>Schneller' });
    await createRelease(t.db, { version: '4.11.0.0', published: false });
    await createRelease(t.db, { version: '5.0.0.1', channel: 'nightly', installer: 'installers/nightly/B.appinstaller' });
  });
  afterAll(() => t.close());

  async function activated(kind: 'classic' | 'admin', name: string, version?: string) {
    const user = await createUser(t.db, { kind, password, licenseExpiration: '2026-12-31' });
    const fingerprint = `fp-${name}-0123456789`;
    const response = await api.activate({ email: user.email, password, fingerprint, deviceName: name, version });
    expect(response.statusCode).toBe(200);
    const { deviceId, deviceToken } = response.json();
    return { deviceId: deviceId as number, token: deviceToken as string, fingerprint };
  }
  const versionOf = async (deviceId: number) =>
    (await t.db.selectFrom('devices').select('app_version').where('id', '=', deviceId).executeTakeFirstOrThrow()).app_version;

  it('answers the newest published stable version above the installed one, with notes as HTML and text', async () => {
    const { token } = await activated('classic', 'Kunde-1', '4.2.1.0');
    const response = await api.updates(token, 'version=4.9.0.0');
    expect(response.statusCode).toBe(200);
    const { update } = response.json();
    expect(update).toMatchObject({
      version: '4.10.0.0',
      channel: 'stable',
      publishedOn: '2026-11-20',
      notesText: 'Neu\n\n[x]Schneller',
      installerUrl: 'https://downloads.example.com/4.10.0.0/Brandfallsteuermatrix.appinstaller',
    });
    expect(update.notesHtml).toContain('<h2>Neu</h2>');
    expect(update.notesHtml).not.toMatch(/onerror|alert/);
    expect((await api.updates(token, 'channel=stable&version=4.10.0.0')).json()).toEqual({ update: null });
  });

  it('offers the Nightly only to an admin device, with /download/installer for a file the portal serves', async () => {
    const customer = await activated('classic', 'Kunde-2');
    expect((await api.updates(customer.token, 'channel=nightly&version=4.2.1.0')).json()).toMatchObject({ error: 'forbidden' });
    const admin = await activated('admin', 'Admin-1');
    expect((await api.updates(admin.token, 'channel=nightly&version=4.2.1.0')).json().update).toMatchObject({
      version: '5.0.0.1',
      installerUrl: 'https://portal.example.test/download/installer?channel=nightly',
    });
  });

  it('refuses a missing or malformed version and a missing device token', async () => {
    const { token } = await activated('classic', 'Kunde-3');
    expect((await api.updates(token, 'channel=stable')).statusCode).toBe(400);
    expect((await api.updates(token, 'version=4.2')).json()).toMatchObject({ error: 'invalid-input' });
    expect((await t.app.inject({ method: 'GET', url: '/api/desktop/v1/updates?version=4.2.1.0' })).statusCode).toBe(401);
  });

  it('tells a device replaced in the portal so, as every device call does', async () => {
    const user = await createUser(t.db, { kind: 'classic', password, licenseExpiration: '2026-12-31' });
    const activation = await api.activate({ email: user.email, password, fingerprint: 'fp-Ersetzt-0123456789', deviceName: 'Ersetzt' });
    const { deviceId, deviceToken } = activation.json<{ deviceId: number; deviceToken: string }>();
    expect((await api.updates(deviceToken, 'version=4.2.1.0')).statusCode).toBe(200);
    const cookie = await signIn(t.app, user.email, password);
    const replaced = await t.app.inject({ method: 'POST', url: `/webapi/replace-activated-device/${deviceId}`, headers: { cookie } });
    expect(replaced.statusCode).toBe(200);
    const call = await api.updates(deviceToken, 'version=4.2.1.0');
    expect({ status: call.statusCode, error: call.json().error }).toEqual({ status: 403, error: 'device-replaced' });
  });

  it('stores the version that activation and refresh report; a client that sends none keeps it', async () => {
    const { deviceId, token, fingerprint } = await activated('classic', 'Kunde-4', '4.2.1.0');
    expect(await versionOf(deviceId)).toBe('4.2.1.0');
    expect((await api.refresh(token, fingerprint, '4.10.0.0')).statusCode).toBe(200);
    expect(await versionOf(deviceId)).toBe('4.10.0.0');
    expect((await api.refresh(token, fingerprint)).statusCode).toBe(200);
    expect(await versionOf(deviceId)).toBe('4.10.0.0');
    expect((await api.refresh(token, fingerprint, 'neu')).statusCode).toBe(400);
    const old = await activated('classic', 'Kunde-5');
    expect(await versionOf(old.deviceId)).toBeNull();
  });
});
