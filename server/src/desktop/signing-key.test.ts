import { generateKeyPairSync, verify } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatedKeyFile, loadLicenseSigner } from './signing-key.js';

describe('the licence signing key', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bfsm-signing-key-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const logger = () => {
    const lines: string[] = [];
    return { lines, info: (message: string) => void lines.push(message) };
  };

  it('is generated once into DATA_DIR with a log line, readable by its owner only, and reused at the next start', async () => {
    const log = logger();
    const first = await loadLicenseSigner({ configuredKey: undefined, dataDir, log });
    const file = path.join(dataDir, generatedKeyFile);
    expect(log.lines).toEqual([expect.stringContaining(`Neuer Lizenz-Signaturschlüssel (Ed25519) erzeugt in ${file}`)]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = logger();
    const second = await loadLicenseSigner({ configuredKey: undefined, dataDir, log: again });
    expect(again.lines).toEqual([]);
    expect(second.publicKeyPem).toBe(first.publicKeyPem);
    expect(second.keyId).toMatch(/^[0-9a-f]{16}$/);
    const data = Buffer.from('payload');
    expect(verify(null, data, first.publicKeyPem, second.sign(data))).toBe(true);
  });

  it('takes the operator’s key instead and writes nothing', async () => {
    const pair = generateKeyPairSync('ed25519');
    const pem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const signer = await loadLicenseSigner({ configuredKey: pem, dataDir, log: logger() });
    expect(signer.publicKeyPem).toBe(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
    await expect(readFile(path.join(dataDir, generatedKeyFile))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a key that is not Ed25519', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await expect(loadLicenseSigner({ configuredKey: rsa, dataDir, log: logger() })).rejects.toThrow(
      'LICENSE_SIGNING_KEY: muss ein privater Ed25519-Schlüssel sein',
    );
  });
});
