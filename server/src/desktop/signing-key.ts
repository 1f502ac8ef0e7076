import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Signs licence files (Ed25519); the public half is published at /api/desktop/v1/public-key. */
export interface LicenseSigner {
  keyId: string;
  publicKeyPem: string;
  sign(data: Buffer): Buffer;
}

export const generatedKeyFile = 'license-signing-key.pem';

/**
 * The operator's key (LICENSE_SIGNING_KEY, PEM) or, without one, the key kept in DATA_DIR,
 * generated there at the first start. Several instances need the same key: either the setting or
 * a shared DATA_DIR. A key that is not Ed25519 stops the start.
 */
export async function loadLicenseSigner(options: {
  configuredKey: string | undefined;
  dataDir: string;
  log: { info(message: string): void };
}): Promise<LicenseSigner> {
  const pem = options.configuredKey ?? (await keyFromDataDir(options.dataDir, options.log));
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('LICENSE_SIGNING_KEY: muss ein privater Ed25519-Schlüssel sein (PEM, PKCS#8)');
  return signerOf(privateKey);
}

export function signerOf(privateKey: KeyObject): LicenseSigner {
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    keyId: createHash('sha256').update(der).digest('hex').slice(0, 16),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    sign: (data) => sign(null, data, privateKey),
  };
}

async function keyFromDataDir(dataDir: string, log: { info(message: string): void }): Promise<string> {
  const file = path.join(dataDir, generatedKeyFile);
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx': two instances starting at once on one folder keep whichever key was written first.
    await writeFile(file, pem, { flag: 'wx', mode: 0o600 });
    log.info(
      `Neuer Lizenz-Signaturschlüssel (Ed25519) erzeugt in ${file}: sichern Sie ihn; mehrere Instanzen brauchen denselben (LICENSE_SIGNING_KEY).`,
    );
    return pem;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFile(file, 'utf8');
  }
}
