/**
 * Budget check (decision 041): the start page 'Übersicht' answers its one call in at
 * most 100 ms at the 95th percentile at 100,000 users on PostgreSQL, with a history to match:
 * accounts, their licence changes, mails and sign-ins over four years, 30,000 devices that each
 * fetched a licence file every week for the last ten weeks. Run with
 * `TEST_DATABASE_KIND=postgres TEST_DATABASE_URL=postgres://… npm run bench:overview --workspace @bfsm/tests`.
 */
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { createUser } from '@bfsm/server/factories/index.js';
import { createTestApp, signIn } from '@bfsm/server/test-support/test-app.js';
import { events, type EventName } from '@bfsm/server/overview/overview-events.js';

const userCount = Number(process.env.BENCH_USERS ?? 100_000);
const budgetMs = 100;

function percentile(values: readonly number[], fraction: number): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length * fraction)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const portal = await createTestApp();
  const { db } = portal;
  // Bulk rows in one statement each; the users' trigger writes their first licence type (migration 0021).
  await sql`
    INSERT INTO users (email, license_type, license_expiration, email_confirmed, email_confirmed_at, created_at)
    SELECT 'kunde' || n || '@firma' || (n % 997) || '.example', (ARRAY[1, 1, 1, 2, 3, 6, 10])[1 + n % 7], current_date + (n % 400 - 100),
           n % 3 > 0, CASE WHEN n % 3 > 0 THEN now() - n * interval '21 minutes' + interval '1 hour' END, now() - n * interval '21 minutes'
    FROM generate_series(1, ${userCount}) AS n`.execute(db);
  // Trials that ran out or became Classic/Next, ten days after they began.
  await sql`
    INSERT INTO license_changes (user_id, from_type, to_type, changed_at)
    SELECT user_id, 1, CASE WHEN user_id % 5 = 0 THEN 6 ELSE 2 END, changed_at + interval '10 days'
    FROM license_changes WHERE to_type = 1 AND changed_at + interval '10 days' < now()`.execute(db);
  const users = sql`(SELECT min(id) AS first FROM users)`;
  await sql`
    INSERT INTO devices (user_id, machine_id, name, first_seen_at, last_seen_at)
    SELECT (SELECT first FROM ${users} f) + n, 'm' || n, 'PC ' || n, now() - n * interval '70 minutes', now() - (n % 60) * interval '1 day'
    FROM generate_series(0, ${Math.floor(userCount * 0.3)}) AS n`.execute(db);
  await sql`
    INSERT INTO issued_licenses (user_id, device_id, issued_at)
    SELECT d.user_id, d.id, now() - w * interval '7 days' - (d.id % 7) * interval '1 day' FROM devices d, generate_series(0, 9) AS w`.execute(
    db,
  );
  await sql`
    INSERT INTO outgoing_mails (slug, to_address, subject, status, attempts, created_at, sent_at, next_attempt_at)
    SELECT 'welcome', 'kunde' || n || '@example.test', 'Willkommen', CASE WHEN n % 50 = 0 THEN 'failed' ELSE 'sent' END, 1,
           now() - n * interval '10 minutes', CASE WHEN n % 50 = 0 THEN NULL ELSE now() - n * interval '10 minutes' END, now()
    FROM generate_series(1, ${userCount * 2}) AS n`.execute(db);
  await sql`
    INSERT INTO audit_events (occurred_at, subject_id, kind, after)
    SELECT now() - n * interval '7 minutes', n, 'sign-in', jsonb_build_object('outcome', CASE WHEN n % 4 = 0 THEN 'wrong-password' ELSE 'success' END)
    FROM generate_series(1, ${userCount * 3}) AS n`.execute(db);
  await sql`
    INSERT INTO sign_in_events (occurred_at, kind)
    SELECT now() - n * interval '100 minutes', (ARRAY['unknown-address', 'account-locked', 'address-locked'])[1 + n % 3]
    FROM generate_series(1, ${Math.floor(userCount / 5)}) AS n`.execute(db);
  // Live tables are vacuumed by autovacuum; freshly filled ones must be once, as production's would be.
  for (const table of ['users', 'license_changes', 'devices', 'issued_licenses', 'outgoing_mails', 'audit_events', 'sign_in_events'])
    await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
  const admin = await createUser(db, { kind: 'admin', password: 'passwort-123' });
  const cookie = await signIn(portal.app, admin.email, 'passwort-123');

  // Each aggregate alone over the charts' twelve weeks, to see which one costs what.
  for (const name of Object.keys(events) as EventName[]) {
    const start = performance.now();
    for (let round = 0; round < 5; round++)
      await sql`SELECT count(*) FROM (${events[name]}) e WHERE e.at >= now() - interval '84 days'`.execute(db);
    console.log(`  ${name}: ${((performance.now() - start) / 5).toFixed(1)} ms`);
    if (process.env.BENCH_EXPLAIN?.split(',').includes(name)) {
      const plan = await sql<{
        'QUERY PLAN': string;
      }>`EXPLAIN ANALYZE SELECT count(*) FROM (${events[name]}) e WHERE e.at >= now() - interval '84 days'`.execute(db);
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
  }

  const timings: number[] = [];
  for (let round = 0; round < 60; round++) {
    const start = performance.now();
    const response = await portal.app.inject({ method: 'GET', url: '/webapi/admin/overview', headers: { cookie } });
    timings.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  }
  const p95 = percentile(timings, 0.95);
  console.log(
    `bench: Übersicht at ${userCount} users on ${process.env.TEST_DATABASE_KIND ?? 'pglite'}: median ${percentile(timings, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ${budgetMs} ms) ${p95 <= budgetMs ? 'OK' : 'OVER BUDGET'}; load average ${loadavg()[0]?.toFixed(1)}`,
  );
  await portal.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
