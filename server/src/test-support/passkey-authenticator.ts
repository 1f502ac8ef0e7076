import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for the passkey suites: an ES256 key, attestation 'none' and
 * assertions built as the WebAuthn specification lays them out (the CBOR by SimpleWebAuthn's
 * isoCBOR), so the server's checks run on real signatures without a browser. `origin` and `rpId` are what the browser would put in;
 * a test passes another site's to see them refused.
 */

/** What isoCBOR encodes: numbers, strings, bytes, maps of them. */
type CborValue = Parameters<typeof isoCBOR.encode>[0];

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

/** User present (0x01) and verified (0x04). */
const presentAndVerified = 0x05;
const attestedData = 0x40;

export interface CeremonySite {
  origin: string;
  rpId: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private userHandle = '';
  /** The signature counter; a test may set it back to play a cloned authenticator. */
  counter = 0;

  constructor(private readonly options: { userVerified?: boolean } = {}) {}

  get id(): string {
    return this.credentialId.toString('base64url');
  }

  private flags(extra = 0): number {
    return (this.options.userVerified === false ? 0x01 : presentAndVerified) | extra;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private coseKey(): Buffer {
    const jwk = (this.keys.publicKey as KeyObject).export({ format: 'jwk' });
    const coordinate = (value: string | undefined) => Buffer.from(value ?? '', 'base64url');
    // kty EC2, alg ES256, crv P-256, x, y.
    return Buffer.from(
      isoCBOR.encode(
        new Map<number, CborValue>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, coordinate(jwk.x)],
          [-3, coordinate(jwk.y)],
        ]),
      ),
    );
  }

  /** The answer to registration options, as `startRegistration` of @simplewebauthn/browser gives it. */
  register(options: { challenge: string; user: { id: string } }, site: CeremonySite) {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(site.rpId),
      Buffer.from([this.flags(attestedData)]),
      counterBytes(this.counter),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const attestationObject = Buffer.from(
      isoCBOR.encode(
        new Map<string, CborValue>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, CborValue>()],
          ['authData', authData],
        ]),
      ),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, site.origin).toString('base64url'),
        attestationObject: attestationObject.toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** The answer to sign-in options: a signature over the authenticator data and the client data's hash; the counter rises. */
  assert(options: { challenge: string }, site: CeremonySite) {
    this.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, site.origin);
    const authData = Buffer.concat([sha256(site.rpId), Buffer.from([this.flags()]), counterBytes(this.counter)]);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
