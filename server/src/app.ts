import type { FastifyInstance } from 'fastify';
import type { Config } from './config/config.js';
import type { DatabaseHandle } from './db/database.js';
import type { ScheduledJob, JobTimers } from './jobs/scheduler.js';
import type { LogStream } from './logging/logger-options.js';
import type { Readiness } from './health/readiness.js';
import type { SessionCache } from './sessions/session-cache.js';
import { registerUnmatchedRequests } from './http/unmatched-requests.js';
import { registerSpaRoutes, type StaticRoots } from './static/spa-routes.js';
import { registerUploadFiles } from './references/upload-files-route.js';
import { createHttpServer } from './composition/http-server.js';
import { createServices } from './composition/services.js';
import { contractImplementation } from './composition/domains.js';
import { registerContract } from './http/domain-routes.js';
import { startJobs } from './composition/jobs.js';
import { prepareInstallers } from './releases/current-installer.js';

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: ReadonlyArray<{ method: string; url: string }>;
    /** Whether this instance should get traffic; the server starts draining it at SIGTERM. */
    readiness: Readiness;
    /** The background jobs by name, so tests (and operators' tools) can run one round now. */
    scheduledJobs: ReadonlyMap<string, ScheduledJob>;
    /** Resolves once the queued registrations and reset requests, and the mails they sent, are done: tests wait on it. */
    accountRequestsSettled(): Promise<void>;
    /** This instance's cache of sessions and users; tests wait on its events. */
    sessionCache: SessionCache;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the built apps are; without them only the webapi is served. */
  staticRoots?: StaticRoots;
  /** Where the log goes: stdout by default, a stream for tests that read it, nowhere with false. */
  log?: false | { stream: LogStream };
  /** What time it is: tests move this clock for the trial's course and the licence files' 4 days. */
  clock?: () => Date;
  /** Milliseconds between a registration's or reset request's answer and its work: random by default; a test fixes it to look between the two. */
  answerDeferralMs?: () => number;
  /** How the background jobs wait between rounds: Node's timers; tests fire rounds themselves. */
  jobTimers?: JobTimers;
}

/**
 * Builds the whole application: the HTTP server every request passes, the domain services, the
 * routes of every domain of the contract, the background jobs, then the two apps and the answers
 * to addresses nobody serves.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { app, metrics, routeMethods } = await createHttpServer(options);
  const services = await createServices(app, {
    config,
    database,
    metrics,
    clock: options.clock ?? (() => new Date()),
    ...(options.answerDeferralMs ? { answerDeferralMs: options.answerDeferralMs } : {}),
  });
  registerContract(app, services.routeContext, contractImplementation(services, config));
  await prepareInstallers(database.db, config.dataDir, app.log);
  await registerUploadFiles(app, config.uploadsDir);
  startJobs(app, services, { config, database, metrics, ...(options.jobTimers ? { timers: options.jobTimers } : {}) });

  const pages = options.staticRoots
    ? await registerSpaRoutes(app, options.staticRoots, { publicUrl: config.publicUrl, analytics: config.telemetry.analytics })
    : undefined;
  registerUnmatchedRequests(app, { methods: routeMethods, pages });
  return app;
}
