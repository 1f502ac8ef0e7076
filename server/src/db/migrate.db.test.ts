import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';
import { createEmptyDatabase, type EmptyDatabase } from './test-support/empty-database.js';

jest.setTimeout(60_000);

let empty: EmptyDatabase;
beforeEach(async () => {
  empty = await createEmptyDatabase();
});
afterEach(async () => {
  await empty.remove();
});

async function appliedMigrations(handle: Awaited<ReturnType<EmptyDatabase['open']>>): Promise<string[]> {
  const result = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(handle.db);
  return result.rows.map((row) => row.name);
}

test('migrates an empty database and a second run changes nothing', async () => {
  const handle = await empty.open();
  try {
    await migrateToLatest(handle.db);
    expect(await appliedMigrations(handle)).toEqual(Object.keys(migrations));
    await handle.db.insertInto('users').values({ email: 'kept@example.test' }).execute();

    await migrateToLatest(handle.db);
    expect(await appliedMigrations(handle)).toEqual(Object.keys(migrations));
    const users = await handle.db.selectFrom('users').select('email').execute();
    expect(users).toEqual([{ email: 'kept@example.test' }]);
  } finally {
    await handle.close();
  }
});

test('two instances migrating at the same time both succeed', async () => {
  const first = await empty.open();
  const second = first.kind === 'postgres' ? await empty.open() : first;
  try {
    await Promise.all([migrateToLatest(first.db), migrateToLatest(second.db)]);
    expect(await appliedMigrations(first)).toEqual(Object.keys(migrations));
  } finally {
    await first.close();
    if (second !== first) await second.close();
  }
});

test('a persisted PGlite keeps its data across reopening', async () => {
  const handle = await empty.open();
  await migrateToLatest(handle.db);
  await handle.db.insertInto('users').values({ email: 'persisted@example.test' }).execute();
  await handle.close();

  const reopened = await empty.open();
  try {
    const user = await reopened.db.selectFrom('users').select('email').executeTakeFirstOrThrow();
    expect(user.email).toBe('persisted@example.test');
  } finally {
    await reopened.close();
  }
});

test('0010 voids codes of the old <id>-<secret> form and keeps counting attempts under the new name', async () => {
  const handle = await empty.open();
  try {
    const upTo0009 = new Migrator({ db: handle.db, provider: { getMigrations: async () => ({ ...migrations }) } });
    const { error } = await upTo0009.migrateTo('0009_user_list_indexes');
    expect(error).toBeUndefined();
    await sql`INSERT INTO users (id, email) VALUES (1, 'alt@example.test')`.execute(handle.db);
    await sql`INSERT INTO one_time_codes (user_id, purpose, code_hash, expires_at) VALUES (1, 'reset-password', 'hash-of-secret', now() + interval '1 hour')`.execute(
      handle.db,
    );
    await sql`INSERT INTO login_throttle (key, failures, locked_until) VALUES ('account:alt@example.test', 5, now() + interval '10 minutes')`.execute(
      handle.db,
    );

    await migrateToLatest(handle.db);
    expect(await handle.db.selectFrom('one_time_codes').selectAll().execute()).toEqual([]);
    const counters = await handle.db.selectFrom('attempt_counters').select(['key', 'attempts']).execute();
    expect(counters).toEqual([{ key: 'account:alt@example.test', attempts: 5 }]);
  } finally {
    await handle.close();
  }
});
