import { createUser } from '../factories/index.js';
import { desktopApi, devicePublicKey } from '../test-support/desktop-api.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(60_000);

const password = 'passwort-123';
const fingerprint = (name: string) => `fp-${name}-0123456789`;

describe("'Gerät ersetzen' (decision 045)", () => {
  let t: TestApp;
  let now = new Date('2026-03-10T09:00:00Z');
  let api: ReturnType<typeof desktopApi>;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now, env: { DEVICE_REPLACEMENTS_PER_YEAR: '1' } });
    api = desktopApi(t.app);
    const admin = await createUser(t.db, { kind: 'admin', password });
    adminCookie = await signIn(t.app, admin.email, password);
  });
  afterAll(() => t.close());

  async function customer(maxDevices = 1) {
    const user = await createUser(t.db, { kind: 'classic', password, licenseExpiration: '2026-12-31', maxDevices });
    return { user, cookie: await signIn(t.app, user.email, password) };
  }
  const activate = async (email: string, name: string, publicKey?: string) => {
    const response = await api.activate({
      email,
      password,
      fingerprint: fingerprint(name),
      deviceName: name,
      ...(publicKey ? { publicKey } : {}),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ deviceId: number; deviceToken: string }>();
  };
  const replace = (deviceId: number, cookie: string) =>
    t.app.inject({ method: 'POST', url: `/webapi/replace-activated-device/${deviceId}`, headers: { cookie } });
  const list = async (userId: number, cookie: string) =>
    (await t.app.inject({ method: 'GET', url: `/webapi/activated-devices/${userId}`, headers: { cookie } })).json();
  const giveBack = (userId: number, cookie: string) =>
    t.app.inject({ method: 'POST', url: `/webapi/device-replacements/${userId}/give-back`, headers: { cookie } });
  const audit = (userId: number) =>
    t.db.selectFrom('audit_events').select(['kind', 'address', 'after']).where('subject_id', '=', userId).orderBy('id').execute();

  it('registers the device key at activation; an older client without one keeps working', async () => {
    const { user } = await customer(2);
    const key = devicePublicKey();
    const withKey = await activate(user.email, 'Neuer-PC', key);
    const withoutKey = await activate(user.email, 'Alter-Client');
    const keys = await t.db.selectFrom('devices').select(['id', 'public_key', 'activated_at']).where('user_id', '=', user.id).execute();
    expect(keys.find((row) => row.id === withKey.deviceId)).toEqual({ id: withKey.deviceId, public_key: key, activated_at: now });
    expect(keys.find((row) => row.id === withoutKey.deviceId)?.public_key).toBeNull();
    const refused = await api.activate({
      email: user.email,
      password,
      fingerprint: fingerprint('X'),
      deviceName: 'X',
      publicKey: 'kein Schlüssel',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('frees the slot at once, revokes the token, and records and shows a call of the replaced device', async () => {
    const { user, cookie } = await customer();
    const old = await activate(user.email, 'Verlorener-PC');
    expect((await list(user.id, cookie)).replacements).toEqual({ per_year: 1, used: 0, left: 1 });

    expect((await replace(old.deviceId, cookie)).statusCode).toBe(200);
    // The slot is free at once: a new PC activates without waiting.
    await activate(user.email, 'Neuer-PC');

    now = new Date('2026-03-11T10:00:00Z');
    const call = await api.refresh(old.deviceToken, fingerprint('Verlorener-PC'));
    expect(call.statusCode).toBe(403);
    expect(call.json()).toMatchObject({ error: 'device-replaced', message: expect.stringContaining('im Portal ersetzt') });
    // A second call within the hour updates the profile's line but not the timeline.
    expect((await api.deactivate(old.deviceToken, fingerprint('Verlorener-PC'))).json().error).toBe('device-replaced');

    const listed = await list(user.id, cookie);
    expect(listed.replacements).toEqual({ per_year: 1, used: 1, left: 0 });
    expect(listed.replaced_devices).toEqual([
      {
        id: expect.any(Number),
        name: 'Verlorener-PC',
        replaced_at: '2026-03-10T09:00:00.000Z',
        last_call_at: '2026-03-11T10:00:00.000Z',
        last_call_address: '127.0.0.1',
      },
    ]);
    // The admin sees the same on the profile, and both in the timeline.
    expect((await list(user.id, adminCookie)).replaced_devices).toEqual(listed.replaced_devices);
    expect((await audit(user.id)).map((row) => row.kind)).toEqual(expect.arrayContaining(['device-replaced', 'replaced-device-called']));
    expect((await audit(user.id)).filter((row) => row.kind === 'replaced-device-called')).toHaveLength(1);
    const called = (await audit(user.id)).find((row) => row.kind === 'replaced-device-called');
    expect(called).toMatchObject({ address: '127.0.0.1', after: { device: 'Verlorener-PC', at: '2026-03-11T10:00:00.000Z' } });
    now = new Date('2026-03-10T09:00:00Z');
  });

  it('beyond the limit refuses with the usual deactivation named; admins are not limited and can give one back', async () => {
    const { user, cookie } = await customer(3);
    const first = await activate(user.email, 'Erster');
    const second = await activate(user.email, 'Zweiter');
    const third = await activate(user.email, 'Dritter');
    expect((await replace(first.deviceId, cookie)).statusCode).toBe(200);

    const refused = await replace(second.deviceId, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'replacement-limit',
      message:
        '„Gerät ersetzen“ ist in diesem Lizenzjahr bereits 1-mal genutzt. Beantragen Sie die Deaktivierung: Der Platz wird frei, sobald die letzte Lizenzdatei des Geräts abläuft, spätestens nach 4 Tagen.',
    });
    expect(await t.db.selectFrom('devices').select('id').where('id', '=', second.deviceId).executeTakeFirst()).toBeDefined();

    // The admin replaces without counting.
    expect((await replace(second.deviceId, adminCookie)).statusCode).toBe(200);
    expect((await list(user.id, cookie)).replacements).toEqual({ per_year: 1, used: 1, left: 0 });

    // Only admins give one back; then the customer may replace again.
    expect((await giveBack(user.id, cookie)).statusCode).toBe(403);
    expect((await giveBack(user.id, adminCookie)).statusCode).toBe(200);
    expect((await list(user.id, cookie)).replacements).toEqual({ per_year: 1, used: 0, left: 1 });
    expect((await giveBack(user.id, adminCookie)).statusCode).toBe(404);
    expect((await replace(third.deviceId, cookie)).statusCode).toBe(200);
    expect((await audit(user.id)).filter((row) => row.kind === 'device-replacement-given-back')).toHaveLength(1);
  });

  it('counts per licence year: a replacement of the past licence year leaves the new one whole', async () => {
    // The licence ends on 31 March 2027: its licence years start on 1 April.
    const user = await createUser(t.db, { kind: 'classic', password, licenseExpiration: '2027-03-31', maxDevices: 2 });
    const old = await activate(user.email, 'Alter-PC');
    const next = await activate(user.email, 'Zweiter-PC');
    expect((await replace(old.deviceId, await signIn(t.app, user.email, password))).statusCode).toBe(200);
    try {
      now = new Date('2026-03-31T21:00:00Z');
      let cookie = await signIn(t.app, user.email, password);
      expect((await list(user.id, cookie)).replacements).toEqual({ per_year: 1, used: 1, left: 0 });
      now = new Date('2026-04-01T00:00:00Z');
      cookie = await signIn(t.app, user.email, password);
      const listed = await list(user.id, cookie);
      expect(listed.replacements).toEqual({ per_year: 1, used: 0, left: 1 });
      expect(listed.replaced_devices).toEqual([]);
      expect((await replace(next.deviceId, cookie)).statusCode).toBe(200);
    } finally {
      now = new Date('2026-03-10T09:00:00Z');
    }
  });

  it("refuses another customer's device, and two replacements at once use the last one once", async () => {
    const { user, cookie } = await customer(2);
    const stranger = await customer();
    const a = await activate(user.email, 'A');
    const b = await activate(user.email, 'B');
    expect((await replace(a.deviceId, stranger.cookie)).statusCode).toBe(403);

    const answers = await Promise.all([replace(a.deviceId, cookie), replace(b.deviceId, cookie)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await list(user.id, cookie)).activated_devices).toBe(1);
  });
});
