import { generateKeyPairSync, randomUUID } from 'node:crypto';
import {
  activationRequestFormat,
  devicePublicKeyText,
  signDeviceFile,
  verifyLicenseFile,
  type LicenseFile,
} from '@bfsm/api-adapter/license-file';
import { createUser } from '../factories/index.js';
import { desktopApi } from '../test-support/desktop-api.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { licenseFileName } from './offline-activation.js';
import { outboxMails } from '../mail/test-support/outbox.js';

jest.setTimeout(60_000);

const password = 'passwort-123';
const day = 86_400_000;

/** A request file as the reference client's `offline-request` writes it. */
function requestFile(name: string, fingerprint = `fp-offline-${name}-0123`, appVersion = '2.4.0.0') {
  const keys = generateKeyPairSync('ed25519');
  const payload = {
    format: activationRequestFormat,
    fingerprint,
    deviceName: name,
    appVersion,
    publicKey: devicePublicKeyText(keys.publicKey),
    nonce: randomUUID(),
    createdAt: '2026-03-10T08:00:00.000Z',
  };
  return { text: JSON.stringify(signDeviceFile(activationRequestFormat, payload, keys.privateKey)), fingerprint, payload, keys };
}

describe("'Gerät offline aktivieren' (decision 045)", () => {
  let t: TestApp;
  let now = new Date('2026-03-10T09:00:00Z');
  let publicKey: string;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    publicKey = (await desktopApi(t.app).publicKey()).publicKey;
    const admin = await createUser(t.db, { kind: 'admin', password });
    adminCookie = await signIn(t.app, admin.email, password);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now = new Date('2026-03-10T09:00:00Z');
  });

  async function customer(kind: 'classic' | 'limited' = 'classic', maxDevices = 1) {
    const user = await createUser(t.db, { kind, password, licenseExpiration: '2026-12-31', maxDevices });
    return { user, cookie: await signIn(t.app, user.email, password) };
  }
  const upload = (userId: number, cookie: string, request: string) =>
    t.app.inject({
      method: 'POST',
      url: `/webapi/offline-activation/${userId}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ request }),
    });
  const list = async (userId: number, cookie: string) =>
    (await t.app.inject({ method: 'GET', url: `/webapi/activated-devices/${userId}`, headers: { cookie } })).json();
  const setDays = (userId: number, cookie: string, days: number) =>
    t.app.inject({
      method: 'POST',
      url: `/webapi/offline-license-days/${userId}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ days }),
    });

  it('answers a licence file for 4 days that the device checks offline, lists the device as offline, and renews on the same upload', async () => {
    const { user, cookie } = await customer();
    const request = requestFile('Baustellen-Laptop');
    const response = await upload(user.id, cookie, request.text);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ deviceId: number; fileName: string; licenseFile: LicenseFile; validUntil: string }>();
    expect(answer).toMatchObject({ deviceName: 'Baustellen-Laptop', fileName: 'Baustellen-Laptop.bfsm-lizenz' });
    expect(answer.validUntil).toBe(new Date(now.getTime() + 4 * day).toISOString());
    expect(verifyLicenseFile({ publicKey, file: answer.licenseFile, fingerprint: request.fingerprint, now })).toMatchObject({
      valid: true,
      license: { device: { id: answer.deviceId, name: 'Baustellen-Laptop' } },
    });
    const device = await t.db.selectFrom('devices').selectAll().where('id', '=', answer.deviceId).executeTakeFirstOrThrow();
    expect(device).toMatchObject({
      public_key: request.payload.publicKey,
      token_hash: null,
      offline_until: new Date(answer.validUntil),
      // The request's application version is kept as the online activation's report is (decision 042).
      app_version: '2.4.0.0',
    });
    expect((await list(user.id, cookie)).devices).toEqual([
      expect.objectContaining({ id: answer.deviceId, offline_until: answer.validUntil }),
    ]);

    now = new Date('2026-03-13T09:00:00Z');
    const renewed = (await upload(user.id, cookie, request.text)).json();
    expect(renewed.deviceId).toBe(answer.deviceId);
    expect(renewed.validUntil).toBe('2026-03-17T09:00:00.000Z');
    expect((await list(user.id, cookie)).devices[0]).toMatchObject({
      first_seen: '2026-03-10T09:00:00.000Z',
      offline_until: renewed.validUntil,
    });
  });

  it('keeps the reported version only where it is an application version (four numbers); the request still counts', async () => {
    const { user, cookie } = await customer('classic', 3);
    for (const appVersion of ['2.4.0', '<b>neu</b>', '']) {
      const answer = await upload(user.id, cookie, requestFile(`Version ${appVersion.length}`, undefined, appVersion).text);
      expect(answer.statusCode).toBe(200);
      const device = await t.db
        .selectFrom('devices')
        .select('app_version')
        .where('id', '=', answer.json().deviceId)
        .executeTakeFirstOrThrow();
      expect(device.app_version).toBeNull();
    }
  });

  it('applies the online rules: the device maximum, training accounts, tampered requests; two uploads for the last slot give one device', async () => {
    const { user, cookie } = await customer('classic', 1);
    const answers = await Promise.all([
      upload(user.id, cookie, requestFile('Eins').text),
      upload(user.id, cookie, requestFile('Zwei').text),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error).toBe('device-limit');
    expect((await list(user.id, cookie)).activated_devices).toBe(1);

    const limited = await customer('limited');
    expect((await upload(limited.user.id, limited.cookie, requestFile('Schulung').text)).json().error).toBe('limited-user');

    const request = requestFile('Verändert');
    const envelope = JSON.parse(request.text);
    const changed = Buffer.from(JSON.stringify({ ...request.payload, deviceName: 'Anderer Name' })).toString('base64');
    const tampered = await upload(user.id, cookie, JSON.stringify({ ...envelope, payload: changed }));
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json()).toMatchObject({ error: 'request-refused', message: expect.stringContaining('Signatur stimmt nicht') });
    expect((await upload(user.id, cookie, 'kein Antrag')).json().message).toContain('keine gültige Aktivierungsanfrage');
    const stranger = await customer();
    expect((await upload(user.id, stranger.cookie, requestFile('Fremd').text)).statusCode).toBe(403);
  });

  it('takes in a request file exactly the device names the online activation takes: no line break, control or bidi character', async () => {
    const { user, cookie } = await customer('classic', 20);
    const online = await createUser(t.db, { kind: 'classic', password, licenseExpiration: '2026-12-31', maxDevices: 20 });
    const api = desktopApi(t.app);
    const names = [
      'Büro\r\nBcc: evil@example.com',
      'Büro\tPC',
      'Büro\u0007PC',
      'PC\u202Eexe.txt',
      'x'.repeat(101),
      '<b>Büro</b>',
      'Lager-PC',
    ];
    const outcomes: string[] = [];
    for (const [index, name] of names.entries()) {
      const byFile = await upload(user.id, cookie, requestFile(name, `fp-datei-${index}-0123`).text);
      const byCall = await api.activate({ email: online.email, password, fingerprint: `fp-online-${index}-0123`, deviceName: name });
      outcomes.push(`${JSON.stringify(name)}: online ${byCall.statusCode}, Datei ${byFile.statusCode} ${byFile.json().error ?? ''}`.trim());
      if (byCall.statusCode === 400) {
        expect(byFile.json()).toEqual({
          error: 'request-refused',
          message: expect.stringContaining('Der Gerätename in der Aktivierungsanfrage ist ungültig'),
          target: 'request',
        });
      }
    }
    expect(outcomes).toEqual([
      '"Büro\\r\\nBcc: evil@example.com": online 400, Datei 409 request-refused',
      '"Büro\\tPC": online 400, Datei 409 request-refused',
      '"Büro\\u0007PC": online 400, Datei 409 request-refused',
      '"PC\u202eexe.txt": online 400, Datei 409 request-refused',
      `"${'x'.repeat(101)}": online 400, Datei 409 request-refused`,
      // Markup is a name like any other: both take it, and every screen and mail escapes it.
      '"<b>Büro</b>": online 200, Datei 200',
      '"Lager-PC": online 200, Datei 200',
    ]);
    // Nothing refused was stored, so nothing of it comes back in the list, a licence file or a device-limit message.
    expect((await list(user.id, cookie)).devices.map((device: { name: string }) => device.name).sort()).toEqual([
      '<b>Büro</b>',
      'Lager-PC',
    ]);
  });

  it('an admin allows a longer offline period (at most 30 days), audited, shown on the profile and used by the next file', async () => {
    const { user, cookie } = await customer();
    expect((await setDays(user.id, cookie, 30)).statusCode).toBe(403);
    const tooLong = await setDays(user.id, adminCookie, 31);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Bitte geben Sie eine ganze Zahl von 4 bis 30 ein.');
    expect((await setDays(user.id, adminCookie, 30)).statusCode).toBe(200);
    expect((await list(user.id, cookie)).offline_license_days).toBe(30);
    const answer = (await upload(user.id, cookie, requestFile('Lange').text)).json();
    expect(answer.validUntil).toBe(new Date(now.getTime() + 30 * day).toISOString());
    const audit = await t.db.selectFrom('audit_events').select(['kind', 'before', 'after']).where('subject_id', '=', user.id).execute();
    expect(audit).toContainEqual({ kind: 'offline-period-changed', before: { offlineDays: null }, after: { offlineDays: 30 } });
    expect((await setDays(user.id, adminCookie, 4)).statusCode).toBe(200);
    expect((await list(user.id, cookie)).offline_license_days).toBe(4);
  });

  it("tells the owner of every new device ('Neues Gerät aktiviert'), online and offline, but not of an offline renewal", async () => {
    const { user, cookie } = await customer('classic', 2);
    const request = requestFile('Messwagen');
    await upload(user.id, cookie, request.text);
    now = new Date('2026-03-12T09:00:00Z');
    await upload(user.id, cookie, request.text);
    const online = await desktopApi(t.app).activate({
      email: user.email,
      password,
      fingerprint: 'fp-online-0123456',
      deviceName: 'Büro-PC',
    });
    expect(online.statusCode).toBe(200);
    await t.app.accountRequestsSettled();
    const queued = await t.db
      .selectFrom('outgoing_mails')
      .select(['user_id'])
      .where('to_address', '=', user.email)
      .where('slug', '=', 'new-device')
      .execute();
    // The account's id goes with each: an admin who disabled its mail delivery stops it, as for every mail.
    expect(queued).toEqual([{ user_id: user.id }, { user_id: user.id }]);
    const texts = (await outboxMails(t.config.dataDir))
      .filter((mail) => mail.subject === 'Neues Gerät aktiviert')
      .map((mail) => mail.text ?? '');
    const offlineMail = texts.find((text) => text.includes('„Messwagen“')) ?? '';
    const onlineMail = texts.find((text) => text.includes('„Büro-PC“')) ?? '';
    expect(offlineMail).toContain('am 10.03.2026, 10:00 Uhr wurde');
    expect(offlineMail).toContain('„Messwagen“ offline mit einer Lizenzdatei aktiviert');
    expect(onlineMail).toContain('„Büro-PC“ mit Ihrem Konto aktiviert');
    expect(onlineMail).toContain('/account/edit#geraete');
  });

  it('names the file after the device in safe characters', () => {
    expect(licenseFileName('Büro-PC (Halle 3)')).toBe('Buro-PC-Halle-3.bfsm-lizenz');
    expect(licenseFileName('../..')).toBe('geraet.bfsm-lizenz');
  });
});
