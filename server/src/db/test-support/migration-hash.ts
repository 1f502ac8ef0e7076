import { createHash } from 'node:crypto';
import { migrations } from '../migrations/index.js';

/**
 * A fingerprint of the migrations: their names and the source of their functions, so that a
 * changed SQL text yields a new test template without reading files from disk.
 */
export function migrationHash(): string {
  const hash = createHash('sha256');
  for (const [name, migration] of Object.entries(migrations)) {
    hash.update(name).update('\0').update(migration.up.toString()).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
