import * as z from 'zod/mini';
import { adminOnly } from './access.js';
import { defineCall } from './define.js';
import { isoDate, isoDateTime } from './fields.js';

/**
 * The figures at a glance (decision 041), each counted over three spans that end now: today, the
 * last 7 and the last 30 days, all from midnight of a Berlin calendar day.
 */
export const overviewFigureKeys = [
  'registrationsTrial',
  'registrationsConcept',
  'confirmedAddresses',
  'trialsEnded',
  'conversions',
  'devicesActivated',
] as const;
export type OverviewFigureKey = (typeof overviewFigureKeys)[number];

const count = z.number().check(z.int(), z.nonnegative());
const spans = z.object({ today: count, last7Days: count, last30Days: count });

/** One week (Monday to Sunday, Berlin) of the charts. */
export const overviewWeek = z.object({
  /** The week's Monday (YYYY-MM-DD). */
  weekStart: isoDate,
  registrationsTrial: count,
  registrationsConcept: count,
  /** Trials started this week … */
  trialsStarted: count,
  /** … and how many of them became Classic or Next since (the rate is converted / started). */
  trialsConverted: count,
  /** Devices that fetched a licence file during the week. */
  activeDevices: count,
  mailsSent: count,
  /** Mails given up (after every retry, or withheld) that were queued this week. */
  mailsFailed: count,
});
export type OverviewWeek = z.infer<typeof overviewWeek>;

/** One Berlin calendar day of the sign-in chart. */
export const overviewDay = z.object({
  date: isoDate,
  /** Wrong passwords and codes, for known and unknown addresses. */
  signInFailures: count,
  /** Sign-in locks that started (of an account or of an address). */
  signInLocks: count,
});
export type OverviewDay = z.infer<typeof overviewDay>;

/** One calendar month of the revenue chart: the net of its invoices less the net of its Stornorechnungen (cents). */
export const overviewMonth = z.object({
  /** YYYY-MM. */
  month: z.string(),
  revenueNetCents: z.number().check(z.int()),
});
export type OverviewMonth = z.infer<typeof overviewMonth>;

/**
 * One calendar month of the renewal rate (decision 066): the renewal orders whose licence end lies
 * in it and before today, by outcome. Renewed: invoiced or paid; declined: 'Nicht verlängern';
 * lapsed: neither (never accepted, or cancelled). The rate is renewed of all three.
 */
export const overviewRenewalMonth = z.object({
  /** YYYY-MM of the licence end. */
  month: z.string(),
  renewed: count,
  declined: count,
  lapsed: count,
});
export type OverviewRenewalMonth = z.infer<typeof overviewRenewalMonth>;

export const overview = z.object({
  /** Today's Berlin calendar day, the end of every span. */
  today: isoDate,
  figures: z.object({
    registrationsTrial: spans,
    registrationsConcept: spans,
    confirmedAddresses: spans,
    trialsEnded: spans,
    conversions: spans,
    devicesActivated: spans,
  }),
  /** Devices seen in the last 30 days. */
  activeDevices: count,
  /** The last 12 weeks, oldest first, the current one last. */
  weeks: z.array(overviewWeek),
  /** The days of those weeks up to today, oldest first. */
  days: z.array(overviewDay),
  /** The money side (decision 062): revenue per month, what is owed, and the renewals (decision 066). */
  money: z.object({
    /** The last 12 calendar months, oldest first, the current one last. */
    months: z.array(overviewMonth),
    /** Gross sums of invoices neither paid nor cancelled: not yet due, and past their due date. */
    openCents: count,
    overdueCents: count,
    /** Yearly licences (Classic, Next, Insight, onSite) that end within the next 60 days. */
    renewalsDue: count,
    /** The renewals of the licence ends in the last 12 calendar months up to yesterday, oldest month first, the current one last. */
    renewalMonths: z.array(overviewRenewalMonth),
  }),
  mailQueue: z.object({
    /** Mails waiting to be sent now. */
    waiting: count,
    /** Of those, the ones queued longer than `stuckAfterMinutes` ago: the queue is not healthy. */
    stuck: count,
    stuckAfterMinutes: count,
    /** When the oldest waiting mail was queued. */
    oldestWaitingSince: z.nullable(isoDateTime),
  }),
});
export type Overview = z.infer<typeof overview>;

/** Everything the back-office's start page 'Übersicht' shows, in one answer (decision 041). */
export const getOverview = defineCall({
  name: 'getOverview',
  method: 'GET',
  path: '/webapi/admin/overview',
  access: adminOnly,
  encoding: 'none',
  response: overview,
});
