import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { createUser } from '../factories/index.js';
import { snapshotTables } from './table-snapshot.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('snapshotTables', () => {
  it('covers every table and tells a changed value and a new row from no change', async () => {
    const { db } = handle;
    const user = await createUser(db, { kind: 'trial', lastName: 'Vorher' });
    const first = await snapshotTables(db);
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['users', 'sessions', 'pools', 'licenses', 'invitations', 'devices']));
    expect(await snapshotTables(db)).toEqual(first);

    await db.updateTable('users').set({ last_name: 'Nachher' }).where('id', '=', user.id).execute();
    const changed = await snapshotTables(db);
    expect(changed.users).not.toBe(first.users);
    expect({ ...changed, users: first.users }).toEqual(first);

    await createUser(db, { kind: 'trial' });
    expect((await snapshotTables(db)).users).toMatch(/^\d+ rows, [0-9a-f]{32}$/);
    expect((await snapshotTables(db)).users).not.toBe(changed.users);
  });

  it('leaves out when a session was last seen, which reading the session may touch', async () => {
    const { db } = handle;
    const user = await createUser(db, { kind: 'trial' });
    const now = new Date();
    await db
      .insertInto('sessions')
      .values({
        id_hash: 'sitzung',
        user_id: user.id,
        csrf_secret: 'geheim',
        last_seen_at: now,
        expires_at: new Date(now.getTime() + 3_600_000),
      })
      .execute();
    const before = await snapshotTables(db);
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now.getTime() + 120_000) })
      .execute();
    expect(await snapshotTables(db)).toEqual(before);
    await db.deleteFrom('sessions').execute();
    expect((await snapshotTables(db)).sessions).not.toBe(before.sessions);
  });
});
