import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The key for the TOTP secrets: SECOND_FACTOR_KEY when the operator set one; otherwise a key file
 * in DATA_DIR, made once, readable by the server's user only. It is kept outside the database, so
 * a database dump (or backup) alone does not open the secrets; the operator backs the file up.
 */
export async function secondFactorKey(configured: Buffer | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return configured;
  const file = path.join(dataDir, 'second-factor.key');
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  // 'wx': when two instances start at once, the second fails here instead of overwriting the key.
  await writeFile(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
}
