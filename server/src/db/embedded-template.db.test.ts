import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { openDatabase } from './database.js';
import { unpackTemplateIntoFreshDataDir } from './embedded-template.js';
import { migrationNames } from './migrate.js';
import { pgliteTemplate } from './test-support/pglite-template.js';

jest.setTimeout(60_000);

/** The first start of the embedded database unpacks the migrated template of the build (decision 026). */
describe('embedded database from the build template', () => {
  let folder: string;
  let template: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'bfsm-embedded-template-'));
    // The test template is the same thing as the build's: a migrated data folder, here gzipped as the build ships it.
    template = path.join(folder, 'pglite-template.tar.gz');
    await writeFile(template, gzipSync(Buffer.from(await (await pgliteTemplate()).arrayBuffer())));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const appliedMigrations = async (dataDir: string) => {
    const database = await openDatabase({ dataDir, embeddedTemplate: template, onIdleError: () => undefined });
    try {
      const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(database.db);
      await sql`CREATE TABLE IF NOT EXISTS kept_between_starts (id int)`.execute(database.db);
      return rows.map((row) => row.name);
    } finally {
      await database.close();
    }
  };

  it('starts a fresh data folder migrated, from the template, and never unpacks it over existing data', async () => {
    const dataDir = path.join(folder, 'data');
    // Before any migration has run in this process: the migrations came with the template.
    expect(await appliedMigrations(dataDir)).toEqual([...migrationNames]);
    const again = await openDatabase({ dataDir, embeddedTemplate: template, onIdleError: () => undefined });
    try {
      const { rows } = await sql<{ name: string | null }>`SELECT to_regclass('kept_between_starts')::text AS name`.execute(again.db);
      expect(rows[0]?.name).toBe('kept_between_starts');
    } finally {
      await again.close();
    }
  });

  it('leaves initdb to PGlite when the build shipped no template', async () => {
    expect(await unpackTemplateIntoFreshDataDir(path.join(folder, 'no-template'), path.join(folder, 'missing.tar.gz'))).toBe(false);
    expect(existsSync(path.join(folder, 'no-template'))).toBe(false);
  });

  it('leaves initdb to PGlite when the caller needs a database without tables (a restore)', async () => {
    expect(await unpackTemplateIntoFreshDataDir(path.join(folder, 'for-a-restore'), false)).toBe(false);
    expect(existsSync(path.join(folder, 'for-a-restore'))).toBe(false);
  });

  it('unpacks onto the disk and puts the folder in place only when complete, over what a killed start left', async () => {
    const dataDir = path.join(folder, 'after-a-kill');
    await mkdir(dataDir);
    // A start killed while unpacking left a partial folder beside the data folder, not in it.
    await mkdir(`${dataDir}.unpacking/base`, { recursive: true });
    await writeFile(`${dataDir}.unpacking/half-a-file`, 'x');
    expect(await unpackTemplateIntoFreshDataDir(dataDir, template)).toBe(true);
    expect(existsSync(`${dataDir}.unpacking`)).toBe(false);
    const files = await readdir(dataDir);
    expect(files).toEqual(expect.arrayContaining(['PG_VERSION', 'base', 'global', 'pg_wal', 'postgresql.conf']));
    expect(files).not.toContain('half-a-file');
    expect(await unpackTemplateIntoFreshDataDir(dataDir, template)).toBe(false);
  });
});
