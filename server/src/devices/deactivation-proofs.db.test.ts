import { createPublicKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { deactivationProofFormat, devicePublicKeyText, signDeviceFile } from '@bfsm/api-adapter/license-file';
import { createUser } from '../factories/index.js';
import { desktopApi } from '../test-support/desktop-api.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(60_000);

const password = 'passwort-123';
/** The one answer to a proof of no device or with a wrong signature. */
const refused =
  'Dieser Nachweis gibt kein Gerät frei: Er gehört zu keinem aktivierten Gerät, wurde schon verwendet, wurde verändert oder stammt nicht von diesem Gerät. Ist das Gerät noch aktiviert, beantragen Sie seine Deaktivierung im Portal unter Profil.';
const fingerprint = (name: string) => `fp-${name}-0123456789`;

describe('deactivation proofs (decision 045)', () => {
  let t: TestApp;
  let now = new Date('2026-03-10T09:00:00Z');
  let api: ReturnType<typeof desktopApi>;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    api = desktopApi(t.app);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now = new Date('2026-03-10T09:00:00Z');
  });

  /** A customer with one device activated with its own key, as the reference client does. */
  async function activatedDevice(name = 'Baustellen-PC') {
    const user = await createUser(t.db, { kind: 'classic', password, licenseExpiration: '2026-12-31', maxDevices: 1 });
    const keys = generateKeyPairSync('ed25519');
    const response = await api.activate({
      email: user.email,
      password,
      fingerprint: fingerprint(name),
      deviceName: name,
      publicKey: devicePublicKeyText(keys.publicKey),
    });
    const { deviceId } = response.json<{ deviceId: number }>();
    return { user, deviceId, privateKey: keys.privateKey, cookie: await signIn(t.app, user.email, password) };
  }
  const proof = (claims: { deviceId: number; fingerprint: string; deactivatedAt?: string }, key: KeyObject) =>
    JSON.stringify(
      signDeviceFile(
        deactivationProofFormat,
        { format: deactivationProofFormat, deactivatedAt: now.toISOString(), nonce: randomUUID(), ...claims },
        key,
      ),
    );
  const submit = (userId: number, cookie: string, text: string) =>
    t.app.inject({
      method: 'POST',
      url: `/webapi/deactivation-proof/${userId}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ proof: text }),
    });
  const deviceExists = async (id: number) =>
    (await t.db.selectFrom('devices').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  it('a valid proof pasted on the profile frees the slot at once, recorded in the timeline', async () => {
    const { user, deviceId, privateKey, cookie } = await activatedDevice();
    now = new Date('2026-03-11T08:00:00Z');
    const response = await submit(user.id, cookie, proof({ deviceId, fingerprint: fingerprint('Baustellen-PC') }, privateKey));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ device: 'Baustellen-PC' });
    expect(await deviceExists(deviceId)).toBe(false);
    const audit = await t.db.selectFrom('audit_events').select(['kind', 'before']).where('subject_id', '=', user.id).execute();
    expect(audit).toContainEqual({
      kind: 'device-deactivated-by-proof',
      before: { device: 'Baustellen-PC', machineId: fingerprint('Baustellen-PC') },
    });
    // A second device may take the slot now.
    expect((await api.activate({ email: user.email, password, fingerprint: fingerprint('Neu'), deviceName: 'Neu' })).statusCode).toBe(200);
  });

  it('refuses forged, foreign, replayed and malformed proofs with a clear reason, and the device stays', async () => {
    const { user, deviceId, privateKey, cookie } = await activatedDevice();
    const claims = { deviceId, fingerprint: fingerprint('Baustellen-PC') };
    const refusal = async (text: string, userId = user.id, asCookie = cookie) => {
      const response = await submit(userId, asCookie, text);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('proof-refused');
      return response.json().message as string;
    };
    expect(await refusal(proof(claims, generateKeyPairSync('ed25519').privateKey))).toBe(refused);
    expect(await refusal('kein Nachweis')).toContain('kein gültiger Deaktivierungsnachweis');
    expect(await refusal(proof({ ...claims, fingerprint: fingerprint('anderer') }, privateKey))).toBe(refused);
    // Another customer cannot free this device with its proof on his own profile.
    const stranger = await activatedDevice('Fremd');
    expect(await refusal(proof(claims, privateKey), stranger.user.id, stranger.cookie)).toBe(refused);
    // A proof from before the device's last activation (a reinstallation since) is an old one.
    expect(await refusal(proof({ ...claims, deactivatedAt: '2026-03-09T09:00:00.000Z' }, privateKey))).toContain(
      'älter als die letzte Aktivierung',
    );
    expect(await deviceExists(deviceId)).toBe(true);
  });

  it('a proof written before the device was activated again is replayed: refused, and one written after frees the slot', async () => {
    const { user, deviceId, privateKey } = await activatedDevice();
    const claims = { deviceId, fingerprint: fingerprint('Baustellen-PC') };
    now = new Date('2026-03-10T12:00:00Z');
    const before = proof(claims, privateKey);
    // The machine is set up again with the same key: the same device, a new activation.
    now = new Date('2026-03-10T13:00:00Z');
    const again = await api.activate({
      email: user.email,
      password,
      fingerprint: claims.fingerprint,
      deviceName: 'Baustellen-PC',
      publicKey: devicePublicKeyText(createPublicKey(privateKey)),
    });
    expect(again.json().deviceId).toBe(deviceId);
    const cookie = await signIn(t.app, user.email, password);
    const replayed = await submit(user.id, cookie, before);
    expect(replayed.json()).toMatchObject({ error: 'proof-refused', message: expect.stringContaining('älter als die letzte Aktivierung') });
    expect(await deviceExists(deviceId)).toBe(true);

    now = new Date('2026-03-10T14:00:00Z');
    expect((await submit(user.id, cookie, proof(claims, privateKey))).statusCode).toBe(200);
    expect(await deviceExists(deviceId)).toBe(false);
  });

  it('a proof used twice at once frees once; used again later it is refused', async () => {
    const { user, deviceId, privateKey, cookie } = await activatedDevice();
    const text = proof({ deviceId, fingerprint: fingerprint('Baustellen-PC') }, privateKey);
    const answers = await Promise.all([submit(user.id, cookie, text), submit(user.id, cookie, text), api.sendProof(text)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(
      await t.db
        .selectFrom('audit_events')
        .select('id')
        .where('subject_id', '=', user.id)
        .where('kind', '=', 'device-deactivated-by-proof')
        .execute(),
    ).toHaveLength(1);
    expect((await submit(user.id, cookie, text)).json().error).toBe('proof-refused');
  });

  it('the online client may hand in an offline machine’s proof; a device without a key cannot be freed by one', async () => {
    const { deviceId, privateKey } = await activatedDevice();
    expect((await api.sendProof(proof({ deviceId, fingerprint: fingerprint('Baustellen-PC') }, privateKey))).statusCode).toBe(200);
    expect(await deviceExists(deviceId)).toBe(false);

    const old = await createUser(t.db, { kind: 'classic', password, licenseExpiration: '2026-12-31' });
    const activated = await api.activate({ email: old.email, password, fingerprint: fingerprint('Alt'), deviceName: 'Alt' });
    const oldProof = proof({ deviceId: activated.json().deviceId, fingerprint: fingerprint('Alt') }, privateKey);
    // Only its owner, on his profile, learns why: to anyone else it is a proof of no device.
    const cookie = await signIn(t.app, old.email, password);
    expect((await submit(old.id, cookie, oldProof)).json().message).toContain('älteren Version der Anwendung');
    expect((await api.sendProof(oldProof)).json()).toEqual({ error: 'proof-refused', message: refused, target: 'proof' });
    expect(await deviceExists(activated.json().deviceId)).toBe(true);
  });

  it('answers a device that does not exist, one without a key and a wrong signature alike: the public call tells no device id', async () => {
    const { deviceId, privateKey } = await activatedDevice();
    const keyless = await createUser(t.db, { kind: 'classic', password, licenseExpiration: '2026-12-31' });
    const withoutKey = (
      await api.activate({ email: keyless.email, password, fingerprint: fingerprint('Ohne'), deviceName: 'Ohne' })
    ).json();
    const stranger = generateKeyPairSync('ed25519').privateKey;
    const answers = await Promise.all(
      [
        proof({ deviceId: deviceId + 1000, fingerprint: fingerprint('Baustellen-PC') }, privateKey),
        proof({ deviceId, fingerprint: fingerprint('anderer') }, privateKey),
        proof({ deviceId, fingerprint: fingerprint('Baustellen-PC') }, stranger),
        proof({ deviceId: withoutKey.deviceId, fingerprint: fingerprint('Ohne') }, stranger),
      ].map(async (text) => {
        const response = await api.sendProof(text);
        return `${response.statusCode} ${response.body}`;
      }),
    );
    expect(new Set(answers)).toEqual(new Set([`409 ${JSON.stringify({ error: 'proof-refused', message: refused, target: 'proof' })}`]));
    expect(await deviceExists(deviceId)).toBe(true);
  });

  it('refuses as no proof, never as a failed query, claims an online call would refuse: an id no record can have, a fingerprint on two lines', async () => {
    const { user, deviceId, privateKey, cookie } = await activatedDevice();
    const claims = { deviceId, fingerprint: fingerprint('Baustellen-PC') };
    const unsigned = (payload: Record<string, unknown>) =>
      JSON.stringify({
        format: deactivationProofFormat,
        algorithm: 'Ed25519',
        payload: Buffer.from(
          JSON.stringify({ format: deactivationProofFormat, deactivatedAt: now.toISOString(), nonce: randomUUID(), ...payload }),
        ).toString('base64'),
        signature: Buffer.alloc(64).toString('base64'),
      });
    const texts = [
      ...[1.5, 1e20, 2 ** 53, 2 ** 31, -1, 0].flatMap((id) => [
        unsigned({ ...claims, deviceId: id }),
        proof({ ...claims, deviceId: id }, privateKey),
      ]),
      proof({ ...claims, fingerprint: `${claims.fingerprint}\r\nzweite Zeile` }, privateKey),
      proof({ ...claims, deactivatedAt: 'gestern' }, privateKey),
    ];
    for (const text of texts) {
      for (const response of [await api.sendProof(text), await submit(user.id, cookie, text)]) {
        expect([response.statusCode, response.json()]).toEqual([
          409,
          { error: 'proof-refused', message: expect.stringContaining('kein gültiger Deaktivierungsnachweis'), target: 'proof' },
        ]);
      }
    }
    expect(await deviceExists(deviceId)).toBe(true);
  });
});
