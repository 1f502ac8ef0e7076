import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaticRoots } from '../static/spa-routes.js';
import { buildApp } from '../app.js';
import { testConfig, type Config } from '../config/config.js';
import type { LogStream } from '../logging/logger-options.js';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { publishTermsVersion } from '../registration/terms.js';
import { createUser, defaultPassword, type CreateUserOptions, type User } from '../factories/index.js';
import type { JobTimers } from '../jobs/scheduler.js';
import { ManualTimers } from '../jobs/test-support/manual-timers.js';
import { formRequest } from './webapi.js';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** The database with its kind, for tests of what works on the whole database (backups). */
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** The real application on an isolated, migrated database (PGlite, or PostgreSQL with TEST_DATABASE_KIND=postgres). */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    staticRoots?: StaticRoots;
    logStream?: LogStream;
    clock?: () => Date;
    answerDeferralMs?: () => number;
    database?: DatabaseHandle;
    jobTimers?: JobTimers;
  } = {},
): Promise<TestApp> {
  // A second app on a given database is a second instance (jobs that must run once); it leaves the database open.
  const shared = options.database;
  const database = shared ?? (await createTestDatabase());
  const config = testConfig(options.env);
  if (!shared) await publishTermsVersion(database.db, config.termsVersion);
  // No background round starts by itself in the middle of a test: tests run them (app.scheduledJobs).
  const jobTimers = options.jobTimers ?? new ManualTimers();
  const app = await buildApp({
    config,
    database,
    jobTimers,
    log: options.logStream ? { stream: options.logStream } : false,
    ...(options.staticRoots ? { staticRoots: options.staticRoots } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.answerDeferralMs ? { answerDeferralMs: options.answerDeferralMs } : {}),
  });
  return {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      if (!shared) await database.close();
    },
  };
}

/**
 * Page routes without built apps: every page address answers 503 ("not built yet") with the
 * headers a page gets, for tests of those headers that need no app.
 */
export const unbuiltApps: StaticRoots = { customer: '/nonexistent/customer-dist', admin: '/nonexistent/admin-dist' };

/** The `name=value` pair of the session cookie that an answer set, if it set one (a cleared cookie counts as none). */
export function sessionCookieIn(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((candidate) => candidate.name.endsWith('bfsm_session') && candidate.value);
  return cookie && `${cookie.name}=${cookie.value}`;
}

/** The `name=value` pair of the session cookie that an answer set, for the next request's cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = sessionCookieIn(response);
  if (!cookie) throw new Error(`no session cookie in answer ${response.statusCode}: ${response.body}`);
  return cookie;
}

/** Signs in through POST /check-login like the login form does and returns the session cookie; `headers` as a browser would add them. */
export async function signIn(app: FastifyInstance, email: string, password: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/check-login',
    ...formRequest({ username: email, password }, undefined, headers),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

/** A new user of the kind, signed in through the login form: the start of most route tests. */
export async function signedInUser(
  t: TestApp,
  kind: CreateUserOptions['kind'],
  extra: Partial<CreateUserOptions> = {},
): Promise<{ user: User; cookie: string }> {
  const user = await createUser(t.db, { kind, ...extra });
  return { user, cookie: await signIn(t.app, user.email, extra.password ?? defaultPassword) };
}
