import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { createUser } from '../factories/index.js';
import { lockForAdminChange } from './admin-guard.js';
import { revokeAdminRights } from './admin-rights.js';
import { until } from '../test-support/waiting.js';

jest.setTimeout(30_000);

/** Resolves once PostgreSQL shows a session waiting for a row lock: the second revocation is queued behind the first. */
function someoneWaitsForALock(database: DatabaseHandle): Promise<void> {
  return until(async () => {
    const { rows } = await sql<{
      waiting: number | string;
    }>`SELECT count(*) AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`.execute(
      database.db,
    );
    return Number(rows[0]?.waiting) > 0;
  }, 'the second revocation to wait for the first one’s lock');
}

describe('two admins revoking each other at the same moment', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('run one after the other: the second finds himself no longer admin, so one admin stays', async () => {
    const first = await createUser(database.db, { kind: 'admin' });
    const second = await createUser(database.db, { kind: 'admin' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => undefined;
    const firstHasLocked = new Promise<void>((resolve) => (locked = resolve));

    // The first revocation, stopped between its check and its write.
    const firstRevocation = database.db.transaction().execute(async (trx) => {
      await lockForAdminChange(trx, first.id, second.id, 'ownAdminRights');
      locked();
      await held;
      await trx.updateTable('users').set({ roles: [] }).where('id', '=', second.id).execute();
    });
    await firstHasLocked;
    const secondRevocation = revokeAdminRights(database.db, { id: second.id, email: null, address: null }, first.id);
    try {
      // PGlite has one connection, on which the second transaction waits anyway; PostgreSQL shows the wait.
      if (database.kind === 'postgres') await someoneWaitsForALock(database);
    } finally {
      release();
      await firstRevocation;
    }

    await expect(secondRevocation).rejects.toMatchObject({ name: 'DomainError', reason: 'forbidden' });
    const admins = await database.db
      .selectFrom('users')
      .select(['id', 'roles'])
      .where('id', 'in', [first.id, second.id])
      .orderBy('id')
      .execute();
    expect(admins).toEqual([
      { id: first.id, roles: ['ROLE_ADMIN'] },
      { id: second.id, roles: [] },
    ]);
  });
});
