/**
 * Budget check (ARCHITECTURE.md): the CSV export of a whole 100,000-user view in at most 5 s with
 * flat server memory. The export is read over real HTTP as a browser downloads it (timed), then
 * once more while the live heap is sampled. Run with
 * `TEST_DATABASE_KIND=postgres TEST_DATABASE_URL=postgres://… npm run bench:user-export --workspace @bfsm/tests`.
 */
import { sql } from 'kysely';
import { createUser } from '@bfsm/server/factories/index.js';
import { createTestApp, signIn } from '@bfsm/server/test-support/test-app.js';

const userCount = Number(process.env.BENCH_USERS ?? 100_000);
const budgetMs = 5000;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main(): Promise<void> {
  const portal = await createTestApp();
  await sql`
    INSERT INTO users (email, first_name, last_name, license_type, license_expiration, paying, spam, created_at)
    SELECT 'kunde' || n || '@firma' || (n % 997) || '.example', 'Vorname ' || n, 'Nachname; "' || n || '"',
           (ARRAY[1, 2, 3, 6, 8, 9, 10])[1 + n % 7], current_date + (n % 400 - 100), n % 5 = 0, n % 50 = 0,
           now() - n * interval '1 minute'
    FROM generate_series(1, ${userCount}) AS n`.execute(portal.db);
  await sql`VACUUM ANALYZE users`.execute(portal.db);
  const admin = await createUser(portal.db, { kind: 'admin', password: 'passwort-123' });
  const cookie = await signIn(portal.app, admin.email, 'passwort-123');
  const address = await portal.app.listen({ port: 0, host: '127.0.0.1' });

  const download = async (path: string) => {
    const response = await fetch(`${address}/webapi/admin/users-export/${path}`, { headers: { cookie } });
    if (!response.ok || !response.body) throw new Error(`${path}: ${response.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines++;
    }
    return { bytes, lines };
  };

  for (const [label, path] of [
    ['whole list, default order', 'all'],
    ['whole list, sorted by name', 'all?sort=name&order=DESC'],
  ] as const) {
    // First pass: the time, as a browser sees it.
    const start = performance.now();
    const { bytes, lines } = await download(path);
    const elapsed = performance.now() - start;
    // Second pass: the live heap (after a collection, every 250 ms) while the file streams, so
    // garbage that V8 has not collected yet does not count; this pass is slower and not timed.
    const collect = global.gc ?? (() => undefined);
    collect();
    const liveBefore = process.memoryUsage().heapUsed;
    let livePeak = liveBefore;
    const sampler = setInterval(() => {
      collect();
      livePeak = Math.max(livePeak, process.memoryUsage().heapUsed);
    }, 250);
    await download(path);
    clearInterval(sampler);
    // The header line and the admin, beside the generated users minus the spam ones.
    console.log(
      `bench: CSV export, ${label}, ${lines - 1} rows (${mb(bytes)} MB) on ${process.env.TEST_DATABASE_KIND ?? 'pglite'}: ${(elapsed / 1000).toFixed(2)} s (budget ${budgetMs / 1000} s) ${elapsed <= budgetMs ? 'OK' : 'OVER BUDGET'}; live heap ${mb(liveBefore)} MB before, at most ${mb(livePeak)} MB while streaming (+${mb(livePeak - liveBefore)} MB)`,
    );
  }
  await portal.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
