import { generateKeyPairSync, sign } from 'node:crypto';
import { licenseFileFormat, type LicenseFile, type LicensePayload } from './license-file.js';
import { verifyLicenseFile } from './verify-license-file.js';

const keys = generateKeyPairSync('ed25519');
const publicKey = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const fingerprint = 'fp-buero-pc-0123456789';
const issuedAt = new Date('2026-03-10T09:00:00Z');

const payload: LicensePayload = {
  format: licenseFileFormat,
  user: { id: 7, email: 'kunde@example.com' },
  licenseType: 6,
  licenseTypeName: 'Next',
  expiration: '2026-12-31',
  features: ['export-3d'],
  device: { id: 3, fingerprint, name: 'Büro-PC' },
  issuedAt: issuedAt.toISOString(),
  validUntil: '2026-03-14T09:00:00.000Z',
};

/** Signs as the portal does: the signature covers the payload's base64 text. */
function signed(content: LicensePayload, privateKey = keys.privateKey): LicenseFile {
  const encoded = Buffer.from(JSON.stringify(content), 'utf8').toString('base64');
  return {
    format: licenseFileFormat,
    algorithm: 'Ed25519',
    keyId: 'test',
    payload: encoded,
    signature: sign(null, Buffer.from(encoded, 'ascii'), privateKey).toString('base64'),
  };
}

const check = (file: unknown, options: { now?: Date; fingerprint?: string } = {}) =>
  verifyLicenseFile({
    publicKey,
    file,
    fingerprint: options.fingerprint ?? fingerprint,
    now: options.now ?? new Date('2026-03-12T12:00:00Z'),
  });

describe('verifyLicenseFile', () => {
  it('accepts a file signed by the portal, as an object or as its JSON text, and hands out its licence', () => {
    expect(check(signed(payload))).toEqual({ valid: true, license: payload });
    expect(check(JSON.stringify(signed(payload)))).toEqual({ valid: true, license: payload });
  });

  it('refuses a tampered payload, a tampered signature and another key’s signature', () => {
    const file = signed(payload);
    const longer = Buffer.from(JSON.stringify({ ...payload, validUntil: '2027-01-01T00:00:00.000Z' }), 'utf8').toString('base64');
    expect(check({ ...file, payload: longer })).toEqual({ valid: false, reason: 'bad-signature' });
    const flipped = Buffer.from(file.signature, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(check({ ...file, signature: flipped.toString('base64') })).toEqual({ valid: false, reason: 'bad-signature' });
    expect(check(signed(payload, generateKeyPairSync('ed25519').privateKey))).toEqual({ valid: false, reason: 'bad-signature' });
  });

  it('refuses an expired file, and one from the future beyond the clock tolerance', () => {
    expect(check(signed(payload), { now: new Date('2026-03-14T09:00:00.000Z') }).valid).toBe(true);
    expect(check(signed(payload), { now: new Date('2026-03-14T09:00:00.001Z') })).toEqual({ valid: false, reason: 'expired' });
    expect(check(signed(payload), { now: new Date('2026-03-10T08:50:00Z') })).toEqual({ valid: false, reason: 'not-yet-valid' });
  });

  it('refuses a file made for another device', () => {
    expect(check(signed(payload), { fingerprint: 'fp-anderer-rechner-99' })).toEqual({ valid: false, reason: 'wrong-device' });
  });

  it('refuses what is no licence file', () => {
    expect(check('kein json')).toEqual({ valid: false, reason: 'malformed' });
    expect(check({ ...signed(payload), format: 'other' })).toEqual({ valid: false, reason: 'malformed' });
    const notJson = Buffer.from('nicht json').toString('base64');
    expect(
      check({ ...signed(payload), payload: notJson, signature: sign(null, Buffer.from(notJson), keys.privateKey).toString('base64') }),
    ).toEqual({ valid: false, reason: 'malformed' });
    expect(verifyLicenseFile({ publicKey: 'kein Schlüssel', file: signed(payload), fingerprint })).toEqual({
      valid: false,
      reason: 'malformed',
    });
  });
});
