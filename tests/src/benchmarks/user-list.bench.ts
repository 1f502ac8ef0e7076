/**
 * Budget check (ARCHITECTURE.md): the admin user list at 100,000 users answers search, sort and
 * one page in at most 30 ms at the 95th percentile on PostgreSQL. Run with
 * `TEST_DATABASE_KIND=postgres TEST_DATABASE_URL=postgres://… npm run bench:user-list --workspace @bfsm/tests`.
 */
import { sql } from 'kysely';
import { createUser } from '@bfsm/server/factories/index.js';
import { createTestApp, signIn } from '@bfsm/server/test-support/test-app.js';

const userCount = Number(process.env.BENCH_USERS ?? 100_000);
const firstNames = ['Anna', 'Bernd', 'Clara', 'Dieter', 'Eva', 'Frank', 'Greta', 'Hans', 'Ines', 'Jonas'];
const lastNames = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann'];

function percentile(values: readonly number[], fraction: number): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length * fraction)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const portal = await createTestApp();
  // Bulk rows in one statement: the factories would take minutes for 100,000 argon2 hashes.
  await sql`
    INSERT INTO users (email, first_name, last_name, license_type, license_expiration, paying, spam, created_at)
    SELECT 'kunde' || n || '@firma' || (n % 997) || '.example',
           (${sql.val(firstNames)}::text[])[1 + n % 10], (${sql.val(lastNames)}::text[])[1 + (n / 10) % 10],
           (ARRAY[1, 2, 3, 6, 8, 9, 10])[1 + n % 7], current_date + (n % 400 - 100), n % 5 = 0, n % 50 = 0,
           now() - n * interval '1 minute'
    FROM generate_series(1, ${userCount}) AS n`.execute(portal.db);
  // A live table is vacuumed by autovacuum; a freshly filled one must be once, as production's would be.
  await sql`VACUUM ANALYZE users`.execute(portal.db);
  const admin = await createUser(portal.db, { kind: 'admin', password: 'passwort-123' });
  const cookie = await signIn(portal.app, admin.email, 'passwort-123');

  const queries = [
    'all?sort=sortindex&order=ASC&page=1&perPage=50',
    'all?sort=email&order=DESC&page=3&perPage=50',
    'licensed?sort=expiration&order=ASC&page=1&perPage=50',
    'paying?sort=name&order=ASC&page=2&perPage=50',
    'all?term=schmidt&sort=created&order=DESC&page=1&perPage=50',
    'all?term=anna%20firma12&sort=email&order=ASC&page=1&perPage=50',
    'concept?term=kunde77&page=1&perPage=50',
    'spam?sort=license&order=ASC&page=1&perPage=50',
  ];
  const byQuery = new Map<string, number[]>();
  for (let round = 0; round < 25; round++) {
    for (const query of queries) {
      const start = performance.now();
      const response = await portal.app.inject({ method: 'GET', url: `/webapi/admin/users/${query}`, headers: { cookie } });
      const elapsed = performance.now() - start;
      byQuery.set(query, [...(byQuery.get(query) ?? []), elapsed]);
      if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
    }
  }
  for (const [query, times] of byQuery) console.log(`  ${query}: median ${percentile(times, 0.5).toFixed(1)} ms`);
  const timings = [...byQuery.values()].flat();
  const p95 = percentile(timings, 0.95);
  const median = percentile(timings, 0.5);
  console.log(
    `bench: admin user list at ${userCount} users on ${process.env.TEST_DATABASE_KIND ?? 'pglite'}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget 30 ms) ${p95 <= 30 ? 'OK' : 'OVER BUDGET'}`,
  );
  await portal.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
