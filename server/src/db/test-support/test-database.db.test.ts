import type { DatabaseHandle } from '../database.js';
import { withAdminClient } from './postgres-template.js';
import { createTestDatabase } from './test-database.js';
import { testDatabaseServer } from './test-database-server.js';

jest.setTimeout(60_000);

test('each test database is migrated, empty and separate from the others', async () => {
  const handles: DatabaseHandle[] = [];
  try {
    handles.push(await createTestDatabase());
    handles.push(await createTestDatabase());
    const [first, second] = handles as [DatabaseHandle, DatabaseHandle];

    await first.db.insertInto('users').values({ email: 'nur-hier@example.test' }).execute();
    expect(await first.db.selectFrom('users').select('email').execute()).toEqual([{ email: 'nur-hier@example.test' }]);
    expect(await second.db.selectFrom('users').select('email').execute()).toEqual([]);
  } finally {
    await Promise.all(handles.map((handle) => handle.close()));
  }
});

test('closing ends the database: a PGlite closes, a Postgres test database is dropped', async () => {
  const handle = await createTestDatabase();
  const { name } = await handle.db.selectNoFrom((eb) => eb.fn<string>('current_database').as('name')).executeTakeFirstOrThrow();
  await handle.close();
  const serverUrl = testDatabaseServer();
  if (serverUrl) {
    const remaining = await withAdminClient(serverUrl, (client) => client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]));
    expect(remaining.rowCount).toBe(0);
  } else {
    await expect(handle.db.selectFrom('users').selectAll().execute()).rejects.toThrow();
  }
});
