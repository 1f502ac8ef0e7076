import { createTestDatabase } from './test-support/test-database.js';
import type { DatabaseHandle } from './database.js';

/**
 * A backup reads the embedded database in one long read-only transaction while the portal
 * serves requests (db/copy/read-snapshot.ts): their queries must wait for it, never run inside it.
 */
describe('the database shared by concurrent requests', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("keeps a query of one request out of another request's transaction", async () => {
    let insideTransaction = () => undefined as void;
    const transactionOpen = new Promise<void>((resolve) => (insideTransaction = resolve));
    let finishTransaction = () => undefined as void;
    const mayFinish = new Promise<void>((resolve) => (finishTransaction = resolve));

    const rolledBack = database.db.transaction().execute(async (trx) => {
      await trx.insertInto('features').values({ name: 'zurueckgerollt' }).execute();
      insideTransaction();
      await mayFinish;
      throw new Error('Abbruch');
    });
    await transactionOpen;
    const otherRequest = database.db.insertInto('features').values({ name: 'bleibt' }).execute();
    finishTransaction();
    await expect(rolledBack).rejects.toThrow('Abbruch');
    await otherRequest;

    expect(await database.db.selectFrom('features').select('name').execute()).toEqual([{ name: 'bleibt' }]);
  });
});
