import { sql, type Kysely } from 'kysely';
import { LICENSE, type MailSlug } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { addDays, portalDate } from '../calendar/portal-time-zone.js';
import type { Mailer, MailRequest } from '../mail/mailer.js';
import { daysLeft } from '../calendar/days-left.js';

/**
 * How far back the course catches up after downtime: a mail whose day lies further back is not
 * sent any more (it would only confuse), but an ended trial still loses its licence.
 */
export const catchUpDays = 7;

/** The trial mails that the course sends, each at most once per user. */
type TrialSlug = Extract<MailSlug, 'help-install' | 'almost-over' | 'test-over'>;

interface Addressee {
  id: number;
  email: string;
  greeting: string | null;
  last_name: string | null;
}

export interface TrialCourseDeps {
  db: Kysely<Database>;
  mailer: Pick<Mailer, 'queueWithin' | 'deliverDue'>;
  clock: () => Date;
}

/** Queues the mail unless the user already had it; the mark and the mail commit together. */
async function mailOnce<Slug extends TrialSlug>(
  mailer: TrialCourseDeps['mailer'],
  trx: Kysely<Database>,
  user: Addressee,
  slug: Slug,
  data: MailRequest<Slug>['data'],
  now: Date,
): Promise<boolean> {
  const marked = await trx
    .insertInto('trial_mails')
    .values({ user_id: user.id, slug, queued_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!marked) return false;
  await mailer.queueWithin(trx, { to: user.email, userId: user.id, slug, data }, now);
  return true;
}

const notMarked = (slug: TrialSlug) =>
  sql<boolean>`NOT EXISTS (SELECT 1 FROM trial_mails WHERE trial_mails.user_id = users.id AND trial_mails.slug = ${slug})`;
const addresseeColumns = ['id', 'email', 'greeting', 'last_name'] as const;

/** A day after confirming, to whoever has not completed the installation (no activation yet). */
async function helpInstall({ db, mailer }: TrialCourseDeps, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const users = await db
    .selectFrom('users')
    .select(addresseeColumns)
    .where('email_confirmed', '=', true)
    .where('has_completed_install', '=', false)
    .where('license_type', 'in', [LICENSE.trial, LICENSE.concept])
    .where('email_confirmed_at', '<=', dayAgo)
    .where('email_confirmed_at', '>', new Date(dayAgo.getTime() - catchUpDays * 86_400_000))
    .where(notMarked('help-install'))
    .execute();
  let sent = 0;
  for (const user of users) {
    if (
      await db
        .transaction()
        .execute((trx) => mailOnce(mailer, trx, user, 'help-install', { greeting: user.greeting, lastName: user.last_name }, now))
    )
      sent += 1;
  }
  return sent;
}

/** Two days before the trial's last day ends (or one, when the run that should have sent it on the day before was missed). */
async function almostOver({ db, mailer }: TrialCourseDeps, now: Date): Promise<number> {
  const today = portalDate(now);
  const users = await db
    .selectFrom('users')
    .select([...addresseeColumns, 'license_expiration'])
    .where('license_type', '=', LICENSE.trial)
    .where('license_expiration', '>=', addDays(today, 1))
    .where('license_expiration', '<=', addDays(today, 2))
    .where(notMarked('almost-over'))
    .execute();
  let sent = 0;
  for (const user of users) {
    const left = daysLeft(user.license_expiration, new Date(`${today}T12:00:00Z`)) ?? 0;
    if (
      await db
        .transaction()
        .execute((trx) =>
          mailOnce(mailer, trx, user, 'almost-over', { greeting: user.greeting, lastName: user.last_name, daysLeft: left }, now),
        )
    )
      sent += 1;
  }
  return sent;
}

/**
 * After the trial's last day: the licence goes ('Keine', the end date kept for the dashboard)
 * and the test-over mail follows, in one transaction, so neither happens without the other.
 */
async function testOver({ db, mailer }: TrialCourseDeps, now: Date): Promise<number> {
  const today = portalDate(now);
  const ended = await db
    .selectFrom('users')
    .select('id')
    .where('license_type', '=', LICENSE.trial)
    .where('license_expiration', '<', today)
    .execute();
  let sent = 0;
  for (const { id } of ended) {
    const mailed = await db.transaction().execute(async (trx) => {
      // Conditional on the trial still running, so of two instances only one ends it.
      const user = await trx
        .updateTable('users')
        .set({ license_type: LICENSE.none, updated_at: now })
        .where('id', '=', id)
        .where('license_type', '=', LICENSE.trial)
        .returning([...addresseeColumns, 'license_expiration'])
        .executeTakeFirst();
      if (!user?.license_expiration || user.license_expiration < addDays(today, -catchUpDays)) return false;
      return mailOnce(mailer, trx, user, 'test-over', { greeting: user.greeting, lastName: user.last_name }, now);
    });
    if (mailed) sent += 1;
  }
  return sent;
}

/**
 * One round of the trial's course by mail (decision 024; README, 'The trial's course'), run by the
 * scheduler under its advisory lock. Each step reads the state, not the time since its last run,
 * so a run after any downtime catches up; each mail is marked in trial_mails in the transaction
 * that queues it, so a second run, a second instance or a restart never sends it twice. Days are
 * Berlin calendar days. Returns how many mails of each kind it queued, then sends what is due.
 */
export async function runTrialCourse(deps: TrialCourseDeps): Promise<Record<TrialSlug, number>> {
  const now = deps.clock();
  const counts = {
    'test-over': await testOver(deps, now),
    'almost-over': await almostOver(deps, now),
    'help-install': await helpInstall(deps, now),
  };
  await deps.mailer.deliverDue(now);
  return counts;
}
