import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.js';
import type { DatabaseHandle } from '../db/database.js';
import { startScheduler, type JobTimers, type ScheduledJob } from '../jobs/scheduler.js';
import type { PortalMetrics } from '../metrics/portal-metrics.js';
import { releaseDueDevices } from '../devices/device-slots.js';
import { deleteExpiredAuditEntries } from '../audit/audit-maintenance.js';
import { deleteInvoicesPastRetention } from '../orders/invoice-retention.js';
import { sendDuePaymentReminders } from '../orders/payment-reminders.js';
import { runRenewalCourse } from '../orders/renewal-course.js';
import { runTrialCourse } from '../trial/trial-course.js';
import { deleteExpiredAttempts } from '../throttle/attempt-counter.js';
import { deleteStaleCodes } from '../codes/one-time-codes.js';
import { deleteStaleCodeGuesses } from '../invitations/code-guesses.js';
import { deleteExpiredSessionsAndStarts } from '../sessions/session-manager.js';
import type { Services } from './services.js';

/** The background jobs, each with its interval; one instance at a time runs a round (jobs/scheduler.ts). */
function scheduledJobs(services: Services, config: Config): ScheduledJob[] {
  const { db, clock, mailer, sessions, attemptCounter, accountRequests, invitations, accountAlerts } = services;
  return [
    { name: 'mail-delivery', everyMs: 60_000, run: () => mailer.deliverDue() },
    { name: 'session-cleanup', everyMs: 15 * 60_000, run: () => deleteExpiredSessionsAndStarts(sessions) },
    { name: 'attempt-counter-cleanup', everyMs: 15 * 60_000, run: () => deleteExpiredAttempts(attemptCounter) },
    { name: 'account-requests', everyMs: 60_000, run: () => accountRequests.deliverDue() },
    { name: 'device-release', everyMs: 15 * 60_000, run: () => releaseDueDevices(db, clock()) },
    { name: 'code-cleanup', everyMs: 60 * 60_000, run: () => deleteStaleCodes(db, clock()) },
    { name: 'invitation-guess-cleanup', everyMs: 60 * 60_000, run: () => deleteStaleCodeGuesses(invitations) },
    { name: 'trial-course', everyMs: 15 * 60_000, run: () => runTrialCourse({ db, mailer, clock }) },
    { name: 'account-alert-summaries', everyMs: 15 * 60_000, run: () => accountAlerts.sendHeldAlerts() },
    { name: 'account-alert-cleanup', everyMs: 60 * 60_000, run: () => accountAlerts.deleteOld() },
    { name: 'audit-retention', everyMs: 60 * 60_000, run: () => deleteExpiredAuditEntries(db, config.auditRetentionDays) },
    // Yearly in effect: invoices pass their period on 1 January; a daily round catches a portal that was down then.
    {
      name: 'invoice-retention',
      everyMs: 24 * 60 * 60_000,
      run: () => deleteInvoicesPastRetention({ db, clock, retentionYears: config.accounting.invoiceRetentionYears }),
    },
    { name: 'payment-reminders', everyMs: 60 * 60_000, run: () => sendDuePaymentReminders({ db, mailer, clock }) },
    {
      name: 'renewals',
      everyMs: 60 * 60_000,
      run: () => runRenewalCourse({ db, mailer, clock, invoicing: config.invoicing, renewals: config.renewals }),
    },
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
