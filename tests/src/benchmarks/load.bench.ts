/**
 * Capacity figure (README, 'Benchmarks'): a realistic mix of signed-in page loads (dashboard, profile with
 * its devices) by 50, 200 and 500 concurrent users, each with a session of their own, against
 * the portal as `npm start` runs it: on the embedded database (one instance: only one process
 * may open it) and on PostgreSQL with one and with two instances (connections split between
 * them, as a load balancer would). Bounded (BENCH_SECONDS per run) and on loopback only.
 *
 * Each instance's resident memory is read BENCH_IDLE_SECONDS after it is ready (idle) and after
 * each run (loaded); for PostgreSQL that is the portal's process alone, the database server apart.
 *
 * `npm run bench:load --workspace @bfsm/tests` after `npm run build`; `npm run bench:memory` is the
 * same with 50 users for 20 s, as the memory figures in docs/benchmarks.md are measured. PostgreSQL
 * runs need TEST_DATABASE_URL (a server where a scratch database may be created and dropped).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '@bfsm/server/config/config.js';
import { openDatabase, type DatabaseHandle } from '@bfsm/server/db/database.js';
import { migrateToLatest } from '@bfsm/server/db/migrate.js';
import { createDevice, createUser } from '@bfsm/server/factories/index.js';
import { publishTermsVersion } from '@bfsm/server/registration/terms.js';
import { hashSessionId, newSessionId } from '@bfsm/server/sessions/session-id.js';

interface AutocannonResult {
  requests: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, milliseconds: number) => void): void;
}
interface RequestContext {
  user?: SignedInUser;
}
type Autocannon = (options: Record<string, unknown>, done: (error: Error | null, result: AutocannonResult) => void) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** One autocannon run, with the time of every answer (autocannon's own summary has no 95th percentile). */
function run(options: Record<string, unknown>, times: number[]): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (_client, _status, _bytes, milliseconds) => times.push(milliseconds));
  });
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

interface SignedInUser {
  id: number;
  cookie: string;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const concurrencies = (process.env.BENCH_USERS ?? '50,200,500').split(',').map(Number);
const serverScript = path.resolve(import.meta.dirname, '../../../server/dist/server.js');
const termsVersion = loadConfig({}).termsVersion;

/** One round of a user: the dashboard, then the profile with its devices; each page is its HTML and the calls the app makes. */
function pageLoads(user: SignedInUser): Array<{ path: string }> {
  return [
    { path: '/account' },
    { path: '/webapi/menuinfo' },
    { path: '/webapi/userinfo' },
    { path: '/account/edit' },
    { path: '/webapi/menuinfo' },
    { path: '/webapi/userinfo' },
    { path: `/webapi/activated-devices/${user.id}` },
  ];
}

/** Users with a device, the current terms accepted and a live session each, written before the server starts. */
async function seed(database: DatabaseHandle, count: number): Promise<SignedInUser[]> {
  await migrateToLatest(database.db);
  await publishTermsVersion(database.db, termsVersion);
  const users: SignedInUser[] = [];
  for (let index = 0; index < count; index++) {
    const user = await createUser(database.db, { kind: 'classic' });
    await createDevice(database.db, { user });
    const cookieValue = newSessionId();
    const now = new Date();
    await database.db
      .insertInto('sessions')
      .values({
        id_hash: hashSessionId(cookieValue),
        user_id: user.id,
        csrf_secret: 'load-test',
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + 86_400_000),
      })
      .execute();
    users.push({ id: user.id, cookie: `bfsm_session=${cookieValue}` });
  }
  return users;
}

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  // BENCH_NODE_OPTIONS: Node or V8 options for the started servers, to compare a setting with the default.
  const nodeOptions = (process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeOptions, serverScript], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = once(child, 'exit').then(() => {
    throw new Error(`server on port ${port} ended:\n${errors}`);
  });
  // Ready when /readyz answers 200 (a start takes seconds; this asks four times a second).
  const ready = (async () => {
    for (;;) {
      const answer = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await Promise.race([ready, exited]);
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit');
  child.kill('SIGINT');
  await exited;
}

/** Every connection is one user, going round their page loads for the whole run. */
async function load(
  ports: number[],
  users: SignedInUser[],
  connections: number,
): Promise<{ rps: number; p50: number; p95: number; p99: number; failed: number }> {
  let next = 0;
  const times: number[] = [];
  const runs = ports.map((port, instance) => {
    const share = Math.floor(connections / ports.length) + (instance < connections % ports.length ? 1 : 0);
    const own = users.slice(next, next + share);
    next += share;
    let handedOut = 0;
    const first = own[0]!;
    return run(
      {
        url: `http://127.0.0.1:${port}`,
        connections: share,
        duration: seconds,
        timeout: 10,
        requests: pageLoads(first).map((request, step) => ({
          method: 'GET',
          path: request.path,
          setupRequest: (request: { headers?: Record<string, string>; path: string }, context: RequestContext) => {
            context.user ??= own[handedOut++ % own.length];
            const user = context.user!;
            return { ...request, path: pageLoads(user)[step]!.path, headers: { ...request.headers, cookie: user.cookie } };
          },
        })),
      },
      times,
    );
  });
  const results = await Promise.all(runs);
  const sorted = times.sort((a, b) => a - b);
  return {
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    failed: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
  };
}

/**
 * Waits until every instance has worked off what a finished run left queued (on the embedded
 * database that is seconds of statements): /readyz reads the database, so its answer comes last.
 */
async function drain(ports: number[]): Promise<void> {
  await Promise.all(ports.map((port) => fetch(`http://127.0.0.1:${port}/readyz`)));
}

/** Resident memory of each process in MB, from /proc (Linux). */
async function residentMegabytes(servers: ChildProcess[]): Promise<string> {
  const megabytes = await Promise.all(
    servers.map(async (child) => Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024),
  );
  return megabytes.map((value) => `${value.toFixed(0)} MB`).join(' + ');
}

async function scenario(name: string, ports: number[], env: Array<Record<string, string>>, users: SignedInUser[]): Promise<void> {
  const servers = await Promise.all(ports.map((port, index) => startServer(port, env[index]!)));
  try {
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    console.log(`bench: ${name}, memory ${idleSeconds} s after ready: ${await residentMegabytes(servers)}`);
    // A short warm-up, so that every session is cached and the JIT is warm, as on a running server.
    await load(ports, users, Math.max(...concurrencies));
    for (const connections of concurrencies) {
      await drain(ports);
      const result = await load(ports, users, connections);
      console.log(
        `bench: ${name}, ${connections} users: ${result.rps.toFixed(0)} req/s, latency p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms${result.failed ? `, ${result.failed} failed` : ''}; memory after it ${await residentMegabytes(servers)}`,
      );
    }
  } finally {
    await Promise.all(servers.map(stopServer));
  }
}

async function main(): Promise<void> {
  console.log(
    `bench: load average before: ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  const userCount = Math.max(...concurrencies);
  const port = 21_000 + Math.floor(Math.random() * 10_000);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bfsm-load-'));
  try {
    const embedded = await openDatabase({ dataDir, onIdleError: () => undefined });
    const users = await seed(embedded, userCount);
    await embedded.close();
    await scenario('embedded database, 1 instance', [port], [{ DATA_DIR: dataDir }], users);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('bench: PostgreSQL skipped (set TEST_DATABASE_URL)');
    return;
  }
  const name = `bfsm_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir(), onIdleError: () => undefined });
    const users = await seed(database, userCount);
    await database.close();
    const env = (dir: string) => ({ DATABASE_URL: url.toString(), DATA_DIR: dir });
    await scenario('PostgreSQL, 1 instance', [port + 1], [env(os.tmpdir())], users);
    await scenario('PostgreSQL, 2 instances', [port + 2, port + 3], [env(os.tmpdir()), env(os.tmpdir())], users);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
