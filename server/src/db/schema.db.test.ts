import { sql } from 'kysely';
import type { DatabaseHandle } from './database.js';
import { createTestDatabase } from './test-support/test-database.js';
import { createUser } from '../factories/index.js';
import { userEmailSearchExpression, userSearchText } from './search-expressions.js';

jest.setTimeout(60_000);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

test('an e-mail address is unique regardless of case', async () => {
  await handle.db.insertInto('users').values({ email: 'Doppelt@Example.test' }).execute();
  await expect(handle.db.insertInto('users').values({ email: 'doppelt@example.TEST' }).execute()).rejects.toThrow(/users_email_lower_key/);
});

test('a user gets the defaults of the data model', async () => {
  const user = await handle.db.insertInto('users').values({ email: 'defaults@example.test' }).returningAll().executeTakeFirstOrThrow();
  expect(user).toMatchObject({
    roles: [],
    license_type: 2,
    maximum_api_keys: 0,
    email_confirmed: false,
    fixed_password_account: false,
    max_devices: null,
    license_expiration: null,
  });
  expect(typeof user.id).toBe('number');
  expect(user.created_at).toBeInstanceOf(Date);
});

test('ids and count(*) arrive as numbers, dates as YYYY-MM-DD and arrays as arrays on every driver', async () => {
  const user = await handle.db
    .insertInto('users')
    .values({ email: 'types@example.test', license_expiration: '2026-12-31', roles: ['ROLE_ADMIN'] })
    .returning(['id', 'license_expiration', 'roles'])
    .executeTakeFirstOrThrow();
  expect(user.license_expiration).toBe('2026-12-31');
  expect(user.roles).toEqual(['ROLE_ADMIN']);
  const { count } = await handle.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  expect(typeof count).toBe('number');
});

test('only the known licence type codes are accepted', async () => {
  await expect(handle.db.insertInto('users').values({ email: 'typ4@example.test', license_type: 4 }).execute()).rejects.toThrow(
    /license_type/,
  );
});

test('only known invitation states and code purposes are accepted', async () => {
  const owner = await handle.db.insertInto('users').values({ email: 'owner@example.test' }).returning('id').executeTakeFirstOrThrow();
  const pool = await handle.db.insertInto('pools').values({ owner_id: owner.id, name: 'P' }).returning('id').executeTakeFirstOrThrow();
  const invitation = { pool_id: pool.id, email: 'x@example.test', license_type: 8, code_hash: 'h', expires_at: new Date() };
  await expect(
    handle.db
      .insertInto('invitations')
      .values({ ...invitation, status: 'lost' as 'pending' })
      .execute(),
  ).rejects.toThrow(/check/);
  await expect(
    handle.db
      .insertInto('one_time_codes')
      .values({ user_id: owner.id, purpose: 'login' as 'confirm-email', code_hash: 'c', expires_at: new Date() })
      .execute(),
  ).rejects.toThrow(/check/);
});

test('deleting a user removes what belongs to them and frees pool licences they held', async () => {
  const owner = await handle.db
    .insertInto('users')
    .values({ email: 'cascade-owner@example.test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const member = await handle.db
    .insertInto('users')
    .values({ email: 'cascade-member@example.test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pool = await handle.db.insertInto('pools').values({ owner_id: owner.id, name: 'P' }).returning('id').executeTakeFirstOrThrow();
  const license = await handle.db
    .insertInto('licenses')
    .values({ pool_id: pool.id, user_id: member.id, license_type: 8 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await handle.db.insertInto('devices').values({ user_id: member.id, machine_id: 'm', name: 'PC' }).execute();

  await handle.db.deleteFrom('users').where('id', '=', member.id).execute();
  const freed = await handle.db.selectFrom('licenses').select('user_id').where('id', '=', license.id).executeTakeFirstOrThrow();
  expect(freed.user_id).toBeNull();
  expect(await handle.db.selectFrom('devices').selectAll().where('user_id', '=', member.id).execute()).toEqual([]);

  await handle.db.deleteFrom('users').where('id', '=', owner.id).execute();
  expect(await handle.db.selectFrom('licenses').selectAll().where('id', '=', license.id).execute()).toEqual([]);
});

test('settings hold JSON values', async () => {
  await handle.db
    .insertInto('settings')
    .values({ key: 'nightly', value: JSON.stringify({ version: '1.2.3' }) })
    .execute();
  const row = await handle.db.selectFrom('settings').select('value').where('key', '=', 'nightly').executeTakeFirstOrThrow();
  expect(row.value).toEqual({ version: '1.2.3' });
});

test('the user search text and the e-mail search are served by their trigram indexes', async () => {
  await sql`SET enable_seqscan = off`.execute(handle.db);
  try {
    for (const [expression, index] of [
      [userSearchText, 'users_search_trgm_idx'],
      [userEmailSearchExpression, 'users_email_trgm_idx'],
    ] as const) {
      const query = handle.db.selectFrom('users').select('id').where(expression, 'like', '%mann%').compile();
      const plan = await sql.raw<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.sql.replace('$1', "'%mann%'")}`).execute(handle.db);
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(index);
    }
  } finally {
    await sql`RESET enable_seqscan`.execute(handle.db);
  }
});

test('the user search text follows e-mail and name as they change', async () => {
  const user = await createUser(handle.db, { kind: 'classic', email: 'Erika.Muster@Example.org', firstName: 'Erika', lastName: 'Müller' });
  const searchText = async () =>
    (await handle.db.selectFrom('users').select('search_text').where('id', '=', user.id).executeTakeFirstOrThrow()).search_text;
  expect(await searchText()).toBe('erika.muster@example.org erika müller');
  await handle.db.updateTable('users').set({ first_name: null, last_name: 'Schmidt-Öztürk' }).where('id', '=', user.id).execute();
  expect(await searchText()).toBe('erika.muster@example.org  schmidt-öztürk');
});
