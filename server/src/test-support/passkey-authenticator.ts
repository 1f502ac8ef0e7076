import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software authenticator for the passkey suites: an ES256 key, attestation 'none' and
 * assertions built by hand as the WebAuthn specification lays them out, so the server's checks
 * run on real signatures without a browser. `origin` and `rpId` are what the browser would put in;
 * a test passes another site's to see them refused.
 */

/** The few CBOR shapes an attestation needs (RFC 8949): unsigned and negative integers, byte and text strings, maps. */
function cbor(value: number | string | Uint8Array | Map<number | string, unknown>): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item as Parameters<typeof cbor>[0])]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

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
    return cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, coordinate(jwk.x)],
        [-3, coordinate(jwk.y)],
      ]),
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
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
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
