import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { devicePublicKeyText, openDeviceFile, signDeviceFile } from './device-file-crypto.js';
import {
  activationRequestFormat,
  activationRequestPayload,
  deactivationPayload,
  deactivationProof,
  deactivationProofFormat,
  devicePublicKey,
  type DeactivationPayload,
} from './device-files.js';
import { activateDevice } from '../contract/desktop.js';

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

  it('takes in a proof only claims of their valid form: an id no record can have, or a fingerprint on two lines, is no proof', () => {
    expect(deactivationPayload.safeParse(claims).success).toBe(true);
    for (const deviceId of [1.5, 1e20, 2 ** 53, 2 ** 31, -1, 0, null, 'sieben']) {
      expect([deviceId, deactivationPayload.safeParse({ ...claims, deviceId }).success]).toEqual([deviceId, false]);
    }
    for (const change of [
      { fingerprint: 'fp\r\nzweite-zeile' },
      { fingerprint: 'kurz' },
      { deactivatedAt: 'gestern' },
      { nonce: 'a\u0007b' },
    ]) {
      expect([change, deactivationPayload.safeParse({ ...claims, ...change }).success]).toEqual([change, false]);
    }
    const file = signDeviceFile(deactivationProofFormat, claims, keys.privateKey);
    expect(deactivationProof.safeParse(file).success).toBe(true);
    expect(deactivationProof.safeParse({ ...file, signature: 'AAAA' }).success).toBe(false);
  });

  it('takes in an activation request exactly the device names and fingerprints the online activation takes', () => {
    const request = {
      format: activationRequestFormat,
      fingerprint: 'fp-buero-pc-0123456789',
      deviceName: 'Büro-PC',
      appVersion: '4.2.1.0',
      publicKey: devicePublicKeyText(keys.publicKey),
      nonce: claims.nonce,
      createdAt: '2026-03-10T08:00:00.000Z',
    };
    const online = { email: 'a@example.de', password: 'x', fingerprint: request.fingerprint, deviceName: request.deviceName };
    const names = ['Büro-PC', '<b>Büro</b>', 'Büro\r\nBcc: x', 'Büro\tPC', 'Büro\u0007', 'PC\u202Eexe.txt', 'x'.repeat(101), ''];
    for (const deviceName of names) {
      const inFile = activationRequestPayload.safeParse({ ...request, deviceName }).success;
      expect([deviceName, inFile]).toEqual([deviceName, activateDevice.body.safeParse({ ...online, deviceName }).success]);
    }
    for (const fingerprint of ['fp\nzweite-zeile-123', 'kurz']) {
      expect(activationRequestPayload.safeParse({ ...request, fingerprint }).success).toBe(false);
    }
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
