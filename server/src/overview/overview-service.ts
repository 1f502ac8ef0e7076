import { sql, type Kysely } from 'kysely';
import type { Overview } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { portalTimeZone } from '../calendar/portal-time-zone.js';
import { overviewCalendar, spansOf, weeklyOf, type DailyCounts, type OverviewCalendar } from './overview-calendar.js';
import { events, type EventName } from './overview-events.js';
import { moneyFigures } from './overview-money.js';

/** A waiting mail queued longer ago than this is stuck: the queue retries within minutes (mail/queue/retry-policy.ts). */
export const stuckAfterMinutes = 30;

/** Midnight at the start of a Berlin calendar day, in the database. */
const berlinMidnight = (date: string) => sql<Date>`(${date}::date)::timestamp AT TIME ZONE ${portalTimeZone}`;

/** The events of one kind from the first chart day on, counted per Berlin calendar day. */
async function dailyCounts(db: Kysely<Database>, calendar: OverviewCalendar, name: EventName): Promise<DailyCounts> {
  const { rows } = await sql<{ day: string; count: number }>`
    SELECT to_char(e.at AT TIME ZONE ${portalTimeZone}, 'YYYY-MM-DD') AS day, count(*)::integer AS count
    FROM (${events[name]}) e
    WHERE e.at >= ${berlinMidnight(calendar.days[0] as string)}
    GROUP BY 1`.execute(db);
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}

/** Devices that fetched a licence file in each chart week, each device once a week (device_week_counts, migration 0021). */
async function activeDevicesPerWeek(db: Kysely<Database>, calendar: OverviewCalendar): Promise<DailyCounts> {
  const rows = await db
    .selectFrom('device_week_counts')
    .select([sql<string>`to_char(week_start, 'YYYY-MM-DD')`.as('week'), 'devices'])
    .where('week_start', '>=', calendar.weekStarts[0] as string)
    .execute();
  return new Map(rows.map((row) => [row.week, Number(row.devices)]));
}

async function mailQueue(db: Kysely<Database>, now: Date): Promise<Overview['mailQueue']> {
  const stuckBefore = new Date(now.getTime() - stuckAfterMinutes * 60_000);
  const row = await db
    .selectFrom('outgoing_mails')
    .where('status', '=', 'pending')
    .select((eb) => [
      eb.fn.countAll<number>().as('waiting'),
      sql<number>`count(*) FILTER (WHERE created_at < ${stuckBefore})`.as('stuck'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .executeTakeFirstOrThrow();
  return {
    waiting: Number(row.waiting),
    stuck: Number(row.stuck),
    stuckAfterMinutes,
    oldestWaitingSince: row.oldest ? new Date(row.oldest).toISOString() : null,
  };
}

/** Everything the start page 'Übersicht' shows (decision 041), from aggregates over the tables, queried side by side. */
export async function readOverview(db: Kysely<Database>, now: Date): Promise<Overview> {
  const calendar = overviewCalendar(now);
  const names = Object.keys(events) as EventName[];
  const [counted, activeWeekly, activeDevices, queue, money] = await Promise.all([
    Promise.all(names.map(async (name) => [name, await dailyCounts(db, calendar, name)] as const)),
    activeDevicesPerWeek(db, calendar),
    db
      .selectFrom('devices')
      .where('last_seen_at', '>=', berlinMidnight(calendar.last30From))
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    mailQueue(db, now),
    moneyFigures(db, calendar.today),
  ]);
  const daily = Object.fromEntries(counted) as Record<EventName, DailyCounts>;
  const weekly = (name: EventName) => weeklyOf(calendar, daily[name]);
  const series = {
    registrationsTrial: weekly('registrationsTrial'),
    registrationsConcept: weekly('registrationsConcept'),
    trialsStarted: weekly('trialsStarted'),
    trialsConverted: weekly('trialsConverted'),
    mailsSent: weekly('mailsSent'),
    mailsFailed: weekly('mailsFailed'),
  };
  return {
    today: calendar.today,
    figures: {
      registrationsTrial: spansOf(calendar, daily.registrationsTrial),
      registrationsConcept: spansOf(calendar, daily.registrationsConcept),
      confirmedAddresses: spansOf(calendar, daily.confirmedAddresses),
      trialsEnded: spansOf(calendar, daily.trialsEnded),
      conversions: spansOf(calendar, daily.conversions),
      devicesActivated: spansOf(calendar, daily.devicesActivated),
    },
    activeDevices: Number(activeDevices.count),
    money,
    weeks: calendar.weekStarts.map((weekStart, index) => ({
      weekStart,
      registrationsTrial: series.registrationsTrial[index] ?? 0,
      registrationsConcept: series.registrationsConcept[index] ?? 0,
      trialsStarted: series.trialsStarted[index] ?? 0,
      trialsConverted: series.trialsConverted[index] ?? 0,
      activeDevices: activeWeekly.get(weekStart) ?? 0,
      mailsSent: series.mailsSent[index] ?? 0,
      mailsFailed: series.mailsFailed[index] ?? 0,
    })),
    days: calendar.days.map((date) => ({
      date,
      signInFailures: daily.signInFailures.get(date) ?? 0,
      signInLocks: daily.signInLocks.get(date) ?? 0,
    })),
    mailQueue: queue,
  };
}
