import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { verifyPassword } from '../auth/passwords.js';
import { seedDemoData } from './demo-data.js';
import { demoHistorySize } from './demo-history.js';

jest.setTimeout(60_000);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const tables = [
  'users',
  'one_time_codes',
  'pools',
  'licenses',
  'pool_members',
  'invitations',
  'devices',
  'features',
  'user_features',
  'notifications_sent',
  'issued_licenses',
  'showcase_references',
  'terms_versions',
  'terms_acceptances',
] as const;

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await sql<{ count: number | string }>`SELECT count(*) AS count FROM ${sql.table(table)}`.execute(handle.db);
    counts[table] = Number(result.rows[0]?.count);
  }
  return counts;
}

test('seeds one account of every kind with pool (pending, expired and reported invitations), devices, features, notifications, issued licences, references and accepted terms, and a pending confirmation; a second run changes nothing', async () => {
  const accounts = await seedDemoData(handle.db);
  expect(accounts.map((account) => account.kind).sort()).toEqual([
    'admin',
    'classic',
    'concept',
    'insight',
    'limited',
    'nextOwner',
    'onSite',
    'trial',
  ]);

  for (const account of accounts) {
    const user = await handle.db.selectFrom('users').select(['password_hash']).where('email', '=', account.email).executeTakeFirstOrThrow();
    await expect(verifyPassword(user.password_hash ?? '', account.password)).resolves.toBe(true);
  }

  const counts = await rowCounts();
  expect(counts).toMatchObject({
    users: 9 + demoHistorySize.accounts,
    one_time_codes: 1,
    pools: 1,
    pool_members: 2,
    invitations: 4,
    features: 2,
    notifications_sent: 3,
    issued_licenses: 6 + demoHistorySize.issuedLicenses,
    showcase_references: 3,
    terms_versions: 1,
    terms_acceptances: 9 + demoHistorySize.accounts,
  });
  const unconfirmed = await handle.db
    .selectFrom('users')
    .select(['email_confirmed'])
    .where('email', '=', 'demo-unbestaetigt@example.test')
    .executeTakeFirstOrThrow();
  expect(unconfirmed.email_confirmed).toBe(false);
  const classicDevices = await handle.db
    .selectFrom('devices')
    .innerJoin('users', 'users.id', 'devices.user_id')
    .select('devices.id')
    .where('users.email', '=', 'demo-classic@example.test')
    .execute();
  expect(classicDevices).toHaveLength(2);
  const invitations = await handle.db
    .selectFrom('invitations')
    .select(['email', 'status', 'license_id', sql<boolean>`expires_at <= now()`.as('expired')])
    .orderBy('email')
    .execute();
  expect(invitations.map(({ license_id: licenseId, ...rest }) => ({ ...rest, reserves: licenseId !== null }))).toEqual([
    { email: 'abgelaufen@example.test', status: 'pending', expired: true, reserves: true },
    { email: 'eingeladen-insight@example.test', status: 'pending', expired: false, reserves: true },
    { email: 'eingeladen-onsite@example.test', status: 'pending', expired: false, reserves: true },
    { email: 'gemeldet@example.test', status: 'reported', expired: false, reserves: false },
  ]);
  const terms = await handle.db.selectFrom('terms_versions').select('version').execute();
  expect(terms).toEqual([{ version: '2026-01' }]);

  const again = await seedDemoData(handle.db);
  expect(again).toEqual(accounts);
  expect(await rowCounts()).toEqual(counts);
});
