import { LICENSE, rules } from '@bfsm/api-adapter';
import { verifyLicenseFile, type LicenseFile, type LicensePayload } from '@bfsm/api-adapter/license-file';
import { createUser } from '../factories/index.js';
import { desktopApi } from '../test-support/desktop-api.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { formRequest } from '../test-support/webapi.js';

jest.setTimeout(60_000);

const password = 'passwort-123';
const day = 86_400_000;
const fingerprint = (name: string) => `fp-${name}-0123456789`;
const payloadOf = (file: LicenseFile): LicensePayload => JSON.parse(Buffer.from(file.payload, 'base64').toString('utf8'));

describe('the desktop licensing API', () => {
  let t: TestApp;
  // The clock the app reads: tests move it, not the wall.
  let now = new Date('2026-03-10T09:00:00Z');
  let api: ReturnType<typeof desktopApi>;
  let publicKey: string;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now, env: { LOGIN_MAX_FAILURES: '3' } });
    api = desktopApi(t.app);
    publicKey = (await api.publicKey()).publicKey;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now = new Date('2026-03-10T09:00:00Z');
  });

  const customer = (
    kind: 'classic' | 'trial' | 'limited' | 'none' | 'nextOwner' = 'classic',
    extra: Parameters<typeof createUser>[1] extends infer O ? Partial<O> : never = {},
  ) => createUser(t.db, { kind, password, licenseExpiration: kind === 'none' ? null : '2026-12-31', ...extra });
  const activate = (email: string, name: string, secret = password) =>
    api.activate({ email, password: secret, fingerprint: fingerprint(name), deviceName: name });
  const userRow = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const issued = (userId: number) => t.db.selectFrom('issued_licenses').selectAll().where('user_id', '=', userId).execute();

  it('activates within the maximum: registers the device, marks the account, answers a signed file for 4 days', async () => {
    const user = await customer('classic', { hasCompletedInstall: false, loggedInApp: false });
    const response = await activate(user.email, 'Büro-PC');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    const { deviceId, deviceToken, licenseFile } = response.json();
    expect(deviceToken).toMatch(/^bfsm_dt_/);
    const check = verifyLicenseFile({ publicKey, file: licenseFile, fingerprint: fingerprint('Büro-PC'), now });
    expect(check).toMatchObject({
      valid: true,
      license: {
        user: { id: user.id, email: user.email },
        licenseType: LICENSE.classic,
        licenseTypeName: 'Classic',
        expiration: '2026-12-31',
        device: { id: deviceId, name: 'Büro-PC' },
      },
    });
    expect(payloadOf(licenseFile).validUntil).toBe(new Date(now.getTime() + rules.deactivationWaitDays * day).toISOString());

    const device = await t.db.selectFrom('devices').selectAll().where('id', '=', deviceId).executeTakeFirstOrThrow();
    expect(device).toMatchObject({ user_id: user.id, name: 'Büro-PC', first_seen_at: now, last_seen_at: now });
    expect(device.token_hash).not.toContain(deviceToken);
    expect(device.token_hash).toHaveLength(64);
    expect(await userRow(user.id)).toMatchObject({ has_completed_install: true, logged_in_app: true });
    expect(await issued(user.id)).toHaveLength(1);
  });

  it('refuses a device beyond the maximum and names the devices in use; the same machine again keeps its slot', async () => {
    const user = await customer('classic', { maxDevices: 2 });
    expect((await activate(user.email, 'Laptop')).statusCode).toBe(200);
    expect((await activate(user.email, 'Werkstatt')).statusCode).toBe(200);
    const third = await activate(user.email, 'Dritter');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ error: 'device-limit' });
    expect(third.json().message).toContain('Höchstzahl von 2');
    expect(third.json().message).toContain('„Laptop“ (seit 10.03.2026)');
    expect(third.json().message).toContain('„Werkstatt“');
    const again = await activate(user.email, 'Laptop');
    expect(again.statusCode).toBe(200);
    expect(await t.db.selectFrom('devices').select('id').where('user_id', '=', user.id).execute()).toHaveLength(2);
  });

  it('refuses wrong passwords like the web sign-in, with the same throttle', async () => {
    const user = await customer();
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await activate(user.email, 'PC', 'falsch-falsch')).json().error).toBe('invalid-credentials');
    const locked = await activate(user.email, 'PC');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('too-many-attempts');
    // The web sign-in counts on the same counters.
    const web = await t.app.inject({
      method: 'POST',
      url: '/check-login',
      ...formRequest({ username: user.email, password }),
    });
    expect(web.statusCode).toBe(429);
    expect((await activate('niemand@kunde.test', 'PC')).json().error).toBe('invalid-credentials');
  });

  it('activates nothing with the password alone when a passkey is the only second factor, and says what to set up', async () => {
    const user = await customer();
    await t.db
      .insertInto('passkeys')
      .values({
        user_id: user.id,
        credential_id: 'cGFzc2tleQ',
        public_key: new Uint8Array([1, 2, 3]),
        user_handle: 'aGFuZGxl',
        name: 'Laptop',
      })
      .execute();
    const refused = await activate(user.email, 'PC');
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      expect.objectContaining({
        error: 'second-factor-required',
        message:
          'Ihr Konto ist mit einem Passkey geschützt, den die Anwendung nicht abfragen kann. Bitte richten Sie im Portal unter „Passwort ändern“ zusätzlich eine Authenticator-App ein und geben Sie hier deren Code ein.',
      }),
    ]);
    expect(await t.db.selectFrom('devices').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await issued(user.id)).toEqual([]);
  });

  it('refuses limited, expired and licence-less accounts clearly', async () => {
    const limited = await customer('limited');
    expect((await activate(limited.email, 'PC')).json()).toEqual({
      error: 'limited-user',
      message: 'Mit einem Schulungskonto kann die Anwendung nicht aktiviert werden.',
    });
    const none = await customer('none');
    const refused = await activate(none.email, 'PC');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'no-license', message: expect.stringContaining('keine gültige Lizenz') });
    // A yearly licence ends for good after its grace period (14 days): ended on 23 February, its grace on 9 March.
    const expired = await customer('classic', { licenseExpiration: '2026-02-23' });
    expect((await activate(expired.email, 'PC')).json()).toMatchObject({
      error: 'no-license',
      message: expect.stringContaining('am 23.02.2026 abgelaufen'),
    });
    // The last day itself still counts (until 23:59 Berlin time), and its file says nothing of grace.
    const lastDay = await customer('classic', { licenseExpiration: '2026-03-10' });
    const running = await activate(lastDay.email, 'PC');
    expect(running.statusCode).toBe(200);
    expect(payloadOf(running.json().licenseFile).grace).toBeUndefined();
  });

  it('keeps a yearly licence working in its grace period, the file saying grace with its last day (decision 066)', async () => {
    const ended = await customer('classic', { licenseExpiration: '2026-02-24' });
    const activated = await activate(ended.email, 'PC');
    expect(activated.statusCode).toBe(200);
    const file: LicenseFile = activated.json().licenseFile;
    expect(payloadOf(file)).toMatchObject({ expiration: '2026-02-24', grace: { lastDay: '2026-03-10' } });
    expect(verifyLicenseFile({ publicKey, file, fingerprint: fingerprint('PC'), now })).toMatchObject({ valid: true });
    // The next morning in Berlin the grace period is over: no new file.
    now = new Date('2026-03-10T23:30:00Z');
    const refused = await api.refresh(activated.json().deviceToken, fingerprint('PC'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'no-license', message: expect.stringContaining('am 24.02.2026 abgelaufen') });
  });

  it('renews the file, updates last seen and records one issued licence per Berlin calendar day', async () => {
    const user = await customer();
    const { deviceToken, deviceId } = (await activate(user.email, 'PC')).json();
    now = new Date('2026-03-10T22:30:00Z'); // 23:30 in Berlin: still the 10th
    const late = await api.refresh(deviceToken, fingerprint('PC'));
    expect(late.statusCode).toBe(200);
    expect(verifyLicenseFile({ publicKey, file: late.json().licenseFile, fingerprint: fingerprint('PC'), now })).toMatchObject({
      valid: true,
    });
    expect(await issued(user.id)).toHaveLength(1);
    now = new Date('2026-03-10T23:30:00Z'); // 00:30 on the 11th in Berlin
    const next = await api.refresh(deviceToken, fingerprint('PC'));
    expect(payloadOf(next.json().licenseFile).validUntil).toBe('2026-03-14T23:30:00.000Z');
    expect((await issued(user.id)).map((row) => row.device_id)).toEqual([deviceId, deviceId]);
    const device = await t.db.selectFrom('devices').selectAll().where('id', '=', deviceId).executeTakeFirstOrThrow();
    expect(device.last_seen_at).toEqual(now);
    expect(device.license_valid_until).toEqual(new Date('2026-03-14T23:30:00Z'));

    const admin = await createUser(t.db, { kind: 'admin', password });
    const cookie = await signIn(t.app, admin.email, password);
    const list = await t.app.inject({ method: 'GET', url: `/webapi/issued-licenses/${user.id}`, headers: { cookie } });
    expect(list.json().map((entry: { date: string }) => entry.date)).toEqual(['2026-03-11', '2026-03-10']);
  });

  it('binds the token to its device: another fingerprint, a made-up token or none get nothing', async () => {
    const user = await customer();
    const { deviceToken } = (await activate(user.email, 'PC')).json();
    expect((await api.refresh(deviceToken, fingerprint('anderer'))).json().error).toBe('wrong-device');
    expect((await api.refresh(`bfsm_dt_${'A'.repeat(43)}`, fingerprint('PC'))).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/desktop/v1/refresh',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ fingerprint: fingerprint('PC') }),
    });
    expect(anonymous.statusCode).toBe(401);
    // A second activation of the machine replaces its token: the old one is revoked.
    const { deviceToken: renewed } = (await activate(user.email, 'PC')).json();
    expect((await api.refresh(deviceToken, fingerprint('PC'))).statusCode).toBe(401);
    expect((await api.refresh(renewed, fingerprint('PC'))).statusCode).toBe(200);
  });

  it('lets a withdrawn licence and a deleted account lapse: no new file', async () => {
    const user = await customer();
    const { deviceToken } = (await activate(user.email, 'PC')).json();
    await t.db.updateTable('users').set({ license_type: LICENSE.none }).where('id', '=', user.id).execute();
    expect((await api.refresh(deviceToken, fingerprint('PC'))).json().error).toBe('no-license');

    const gone = await customer();
    const { deviceToken: goneToken } = (await activate(gone.email, 'PC')).json();
    await t.db.deleteFrom('users').where('id', '=', gone.id).execute();
    expect((await api.refresh(goneToken, fingerprint('PC'))).statusCode).toBe(401);
  });

  it('deactivates from the app: the slot is free at once and the token revoked', async () => {
    const user = await customer('trial', { licenseExpiration: '2026-03-15' });
    const { deviceToken } = (await activate(user.email, 'PC')).json();
    expect((await activate(user.email, 'Zweiter')).json().error).toBe('device-limit');
    expect((await api.deactivate(deviceToken, fingerprint('anderer'))).json().error).toBe('wrong-device');
    expect((await api.deactivate(deviceToken, fingerprint('PC'))).json()).toEqual({ success: true });
    expect((await api.refresh(deviceToken, fingerprint('PC'))).statusCode).toBe(401);
    expect((await activate(user.email, 'Zweiter')).statusCode).toBe(200);
  });

  it('the 4-day rule: a portal request stops renewals at once and frees the slot when the last file can no longer be valid', async () => {
    const user = await customer('trial', { licenseExpiration: '2026-03-31' });
    const cookie = await signIn(t.app, user.email, password);
    const { deviceToken, deviceId } = (await activate(user.email, 'PC')).json();
    now = new Date('2026-03-11T09:00:00Z');
    await api.refresh(deviceToken, fingerprint('PC')); // last file: valid until the 15th, 09:00
    now = new Date('2026-03-12T09:00:00Z');
    const request = await t.app.inject({
      method: 'POST',
      url: `/webapi/request-delete-activated-device/${deviceId}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"isAdmin":false}',
    });
    expect(request.statusCode).toBe(200);
    expect((await api.refresh(deviceToken, fingerprint('PC'))).json().error).toBe('deactivation-requested');
    // Released when the last file ends: 3 days after the request, not 4.
    const listed = (await t.app.inject({ method: 'GET', url: `/webapi/activated-devices/${user.id}`, headers: { cookie } })).json();
    expect(listed.devices[0]).toMatchObject({
      id: deviceId,
      name: 'PC',
      deactivation_requested: '2026-03-12T09:00:00.000Z',
      release_at: '2026-03-15T09:00:00.000Z',
    });
    // The slot is still taken until then: another machine is refused, and welcome a minute after.
    now = new Date('2026-03-15T08:59:00Z');
    expect((await activate(user.email, 'Neu')).json().error).toBe('device-limit');
    now = new Date('2026-03-15T09:00:00Z');
    expect(
      (await t.app.inject({ method: 'GET', url: `/webapi/activated-devices/${user.id}`, headers: { cookie } })).json().devices,
    ).toEqual([]);
    expect((await activate(user.email, 'Neu')).statusCode).toBe(200);
    // The release job removes the device, and its token with it.
    await t.app.scheduledJobs.get('device-release')?.run();
    expect(await t.db.selectFrom('devices').select('id').where('id', '=', deviceId).executeTakeFirst()).toBeUndefined();
    expect((await api.refresh(deviceToken, fingerprint('PC'))).statusCode).toBe(401);
  });

  it("the admin's 'Admin-Deaktivierung' frees the slot at once and revokes the device's token", async () => {
    const user = await customer('trial', { licenseExpiration: '2026-03-31' });
    const { deviceToken, deviceId } = (await activate(user.email, 'PC')).json();
    const admin = await createUser(t.db, { kind: 'admin', password });
    const cookie = await signIn(t.app, admin.email, password);
    const response = await t.app.inject({
      method: 'POST',
      url: `/webapi/request-delete-activated-device/${deviceId}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"isAdmin":true}',
    });
    expect(response.statusCode).toBe(200);
    expect((await api.refresh(deviceToken, fingerprint('PC'))).statusCode).toBe(401);
    expect((await activate(user.email, 'Neu')).statusCode).toBe(200);
  });

  it('cancelling a requested deactivation within the wait restores the device and its renewals', async () => {
    const user = await customer('trial', { licenseExpiration: '2026-03-31' });
    const cookie = await signIn(t.app, user.email, password);
    const { deviceToken, deviceId } = (await activate(user.email, 'PC')).json();
    await t.app.inject({
      method: 'POST',
      url: `/webapi/request-delete-activated-device/${deviceId}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"isAdmin":false}',
    });
    expect((await api.refresh(deviceToken, fingerprint('PC'))).json().error).toBe('deactivation-requested');
    expect((await activate(user.email, 'PC')).json().error).toBe('deactivation-requested');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/webapi/request-delete-activated-device/${deviceId}`, headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    expect((await api.refresh(deviceToken, fingerprint('PC'))).statusCode).toBe(200);
  });
});
