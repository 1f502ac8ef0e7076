import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database.js';
import type { JobMetrics } from '../jobs/scheduler.js';
import type { MailMetrics } from '../mail/mail-metrics.js';
import { registerDatabaseGauges } from './database-gauges.js';
import { registerNodeMetrics } from './node-metrics.js';

export interface PortalMetrics {
  registry: Registry;
  /** One answered request: its method, the route pattern it matched, its status and how long it took. */
  request(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** One answer of POST /check-login: 'success', or the error code it refused with. */
  signIn(outcome: string): void;
  mail: MailMetrics;
  jobs: JobMetrics;
}

/**
 * The portal's Prometheus metrics, in a registry of their own (one per application, so that
 * tests can build several). Counters count what this instance did; the gauges read from the
 * database (mails waiting, sign-in locks) show the whole installation, the same on every instance.
 */
export function createPortalMetrics(options: { database: DatabaseHandle; onCollectError(error: unknown): void }): PortalMetrics {
  const registry = new Registry();
  const registers = [registry];
  registerNodeMetrics(registry);

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Answered HTTP requests by method, route pattern and status, with their duration.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const signIns = new Counter({
    name: 'portal_sign_ins_total',
    help: 'Sign-in attempts by outcome (success or the error code).',
    labelNames: ['outcome'],
    registers,
  });
  const mailsQueued = new Counter({ name: 'portal_mails_queued_total', help: 'Mails put into the queue.', registers });
  const mailsSent = new Counter({ name: 'portal_mails_sent_total', help: 'Mails handed to the mail server (or the outbox).', registers });
  const mailsFailed = new Counter({
    name: 'portal_mails_failed_total',
    help: 'Delivery attempts that sent nothing: retry (tried again later), given-up (last attempt), withheld (e-mail disabled for the account).',
    labelNames: ['outcome'],
    registers,
  });
  const jobRuns = new Counter({
    name: 'portal_job_runs_total',
    help: 'Background job rounds by job and outcome (skipped: another instance ran it).',
    labelNames: ['job', 'outcome'],
    registers,
  });
  const jobLastSuccess = new Gauge({
    name: 'portal_job_last_success_timestamp_seconds',
    help: 'When a job last succeeded on this instance (Unix time).',
    labelNames: ['job'],
    registers,
  });
  registerDatabaseGauges(registry, options.database, options.onCollectError);

  return {
    registry,
    request: ({ method, route, status }, seconds) => requests.observe({ method, route, status: String(status) }, seconds),
    signIn: (outcome) => signIns.inc({ outcome }),
    mail: {
      queued: () => mailsQueued.inc(),
      sent: () => mailsSent.inc(),
      failed: (outcome) => mailsFailed.inc({ outcome }),
    },
    jobs: {
      ran(job, outcome) {
        jobRuns.inc({ job, outcome });
        if (outcome === 'success') jobLastSuccess.set({ job }, Date.now() / 1000);
      },
    },
  };
}
