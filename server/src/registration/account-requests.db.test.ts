import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { createAccountRequestQueue, type AccountRequest } from './account-requests.js';

jest.setTimeout(60_000);

describe('the queue of account mails', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('carries out what an instance left behind when the job runs, and keeps a request whose resolution failed for a later round', async () => {
    await database.db
      .insertInto('account_requests')
      .values([
        { purpose: 'password-reset', email: 'links-liegen@kunde.test', next_attempt_at: new Date(Date.now() - 60_000) },
        { purpose: 'password-reset', email: 'fehler@kunde.test', next_attempt_at: new Date(Date.now() - 60_000) },
      ])
      .execute();
    const resolved: Array<Pick<AccountRequest, 'purpose' | 'email'>> = [];
    const errors: unknown[] = [];
    const queue = createAccountRequestQueue({
      db: database.db,
      log: { error: (details: unknown) => void errors.push(details) },
      resolve: async ({ purpose, email }) => {
        if (email.startsWith('fehler')) throw new Error('Datenbank weg');
        resolved.push({ purpose, email });
      },
    });

    expect(await queue.deliverDue()).toBe(1);
    expect(resolved).toEqual([{ purpose: 'password-reset', email: 'links-liegen@kunde.test' }]);
    expect(errors).toHaveLength(1);
    const left = await database.db.selectFrom('account_requests').selectAll().execute();
    expect(left.map((request) => request.email)).toEqual(['fehler@kunde.test']);
    // Reserved for a while, then due again.
    expect(left[0]?.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    expect(await queue.deliverDue()).toBe(0);
    expect(await queue.deliverDue(new Date(Date.now() + 10 * 60_000))).toBe(0);
    expect(errors).toHaveLength(2);
  });
});
