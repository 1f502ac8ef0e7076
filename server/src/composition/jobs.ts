import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.js';
import type { DatabaseHandle } from '../db/database.js';
import { startScheduler, type JobTimers, type ScheduledJob } from '../jobs/scheduler.js';
import type { PortalMetrics } from '../metrics/portal-metrics.js';
import { releaseDueDevices } from '../devices/device-slots.js';
import { deleteExpiredAuditEntries } from '../audit/audit-maintenance.js';
import type { Services } from './services.js';

/** The background jobs, each with its interval; one instance at a time runs a round (jobs/scheduler.ts). */
function scheduledJobs(services: Services, config: Config): ScheduledJob[] {
  const { db, clock, mailer, sessions, attempts, accountRequests, codes, codeGuesses, trialCourse, accountAlerts } = services;
  return [
    { name: 'mail-delivery', everyMs: 60_000, run: () => mailer.deliverDue() },
    { name: 'session-cleanup', everyMs: 15 * 60_000, run: () => sessions.deleteExpired() },
    { name: 'attempt-counter-cleanup', everyMs: 15 * 60_000, run: () => attempts.deleteExpired() },
    { name: 'account-requests', everyMs: 60_000, run: () => accountRequests.deliverDue() },
    { name: 'device-release', everyMs: 15 * 60_000, run: () => releaseDueDevices(db, clock()) },
    { name: 'code-cleanup', everyMs: 60 * 60_000, run: () => codes.deleteStale(clock()) },
    { name: 'invitation-guess-cleanup', everyMs: 60 * 60_000, run: () => codeGuesses.deleteStale() },
    { name: 'trial-course', everyMs: 15 * 60_000, run: () => trialCourse.run() },
    { name: 'account-alert-summaries', everyMs: 15 * 60_000, run: () => accountAlerts.sendHeldAlerts() },
    { name: 'account-alert-cleanup', everyMs: 60 * 60_000, run: () => accountAlerts.deleteOld() },
    { name: 'audit-retention', everyMs: 60 * 60_000, run: () => deleteExpiredAuditEntries(db, config.auditRetentionDays) },
  ];
}

/** Starts the jobs, offers each by name to tests and tools (`app.scheduledJobs`), and stops them with the app. */
export function startJobs(
  app: FastifyInstance,
  services: Services,
  options: { config: Config; database: DatabaseHandle; metrics: PortalMetrics; timers?: JobTimers },
): void {
  const jobs = scheduledJobs(services, options.config);
  app.decorate('scheduledJobs', new Map(jobs.map((job) => [job.name, job])));
  const scheduler = startScheduler(options.database, app.log, jobs, {
    metrics: options.metrics.jobs,
    ...(options.timers ? { timers: options.timers } : {}),
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await services.mailer.close();
  });
}
