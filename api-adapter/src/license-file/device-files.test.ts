import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { devicePublicKeyText, openDeviceFile, signDeviceFile } from './device-file-crypto.js';
import { deactivationPayload, deactivationProofFormat, devicePublicKey, type DeactivationPayload } from './device-files.js';

/**
 * The bytes docs/desktop-files.md promises the desktop team, checked with node:crypto directly, so
 * that the portal's own signing and opening cannot drift from the document together.
 */
describe('device files (decision 045)', () => {
  const keys = generateKeyPairSync('ed25519');
  const claims: DeactivationPayload = {
    format: deactivationProofFormat,
    deviceId: 7,
    fingerprint: 'fp-buero-pc-0123456789',
    deactivatedAt: '2026-03-10T09:00:00.000Z',
    nonce: '0b7e4c52-9a0e-4f4c-9d0b-6c3a2f1e8d77',
  };

  it('the device key is the standard base64 of the 32 raw bytes at the end of its SPKI form', () => {
    const text = devicePublicKeyText(keys.publicKey);
    const spki = keys.publicKey.export({ type: 'spki', format: 'der' });
    expect(text).toBe(spki.subarray(spki.length - 32).toString('base64'));
    expect(text).toHaveLength(44);
    expect(devicePublicKey.safeParse(text).success).toBe(true);
    expect(devicePublicKey.safeParse(text.replace(/=$/, '')).success).toBe(false);
  });

  it('signs the ASCII bytes of the payload text, which is the standard base64 of the JSON', () => {
    const file = signDeviceFile(deactivationProofFormat, claims, keys.privateKey);
    expect(Object.keys(file)).toEqual(['format', 'algorithm', 'payload', 'signature']);
    expect(file).toMatchObject({ format: deactivationProofFormat, algorithm: 'Ed25519' });
    expect(JSON.parse(Buffer.from(file.payload, 'base64').toString('utf8'))).toEqual(claims);
    expect(file.payload).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    const signature = Buffer.from(file.signature, 'base64');
    expect(signature).toHaveLength(64);
    expect(verify(null, Buffer.from(file.payload, 'ascii'), keys.publicKey, signature)).toBe(true);
  });

  it('opens a file signed as the document says, and refuses a signature over the decoded JSON', () => {
    const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64');
    const publicKey = devicePublicKeyText(keys.publicKey);
    const overText = sign(null, Buffer.from(payload, 'ascii'), keys.privateKey).toString('base64');
    expect(openDeviceFile({ payload, signature: overText }, publicKey, deactivationPayload)).toEqual({ ok: true, payload: claims });
    const overJson = sign(null, Buffer.from(JSON.stringify(claims), 'utf8'), keys.privateKey).toString('base64');
    expect(openDeviceFile({ payload, signature: overJson }, publicKey, deactivationPayload)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });
});
