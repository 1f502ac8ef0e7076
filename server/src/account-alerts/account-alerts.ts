import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { OneTimeCodes } from '../codes/one-time-codes.js';
import { link } from '../mail/link.js';
import type { MailContext } from '../mail/mail-context.js';
import type { MailLogger } from '../mail/mail-logger.js';
import type { Mailer } from '../mail/mailer.js';
import { summariseUserAgent } from '../sessions/user-agent.js';
import { accountAlertNames, alertsPerHour, notMeLinkMinutes, sentAtOnce, type AccountAlertKind } from './alert-kinds.js';
import { germanDateTime } from '../calendar/german-date-time.js';

export interface AccountAlertDependencies {
  db: Kysely<Database>;
  mailer: Pick<Mailer, 'send'>;
  codes: Pick<OneTimeCodes, 'issue'>;
  mailContext: MailContext;
  /** Whether cookies are Secure (behind HTTPS): the browser cookie then takes the __Host- prefix. */
  secureCookies: boolean;
  /** Where an alert that could not be sent is reported (the action it is about stands). */
  logger: Pick<MailLogger, 'error'>;
  clock?: () => Date;
}

/**
 * Who caused the alert: a request of the account's own session (its address and browser go into
 * the mail), or `byAdministrator`: an admin's action, whose address and browser are none of the
 * customer's business; the mail says 'Wer: ein Administrator des Portals' instead.
 */
export type AlertOrigin = RequestOrigin | typeof byAdministrator;
/** What an alert tells of a request: its client address and browser (a request object fits as it is). */
export interface RequestOrigin {
  ip: string;
  headers: { 'user-agent'?: string | undefined };
}

/** The browser cookie the caller sets on the answer to a sign-in. */
export interface BrowserCookie {
  name: string;
  value: string;
  options: { path: '/'; httpOnly: true; sameSite: 'lax'; secure: boolean; maxAge: number };
}
export const byAdministrator = 'administrator';

const hourMs = 60 * 60_000;
/** How long an alert's row (with its address) is kept; a held alert older than this is no longer summarised. */
const alertKeepDays = 30;
/** The browser cookie lives as long as browsers allow (400 days); each sign-in renews it. */
const browserCookieSeconds = 400 * 24 * 60 * 60;
const browserCookieShape = /^[A-Za-z0-9_-]{43}$/;

/** An alert as stored: what happened and when. */
interface HeldAlert {
  kind: string;
  happened_at: Date | string;
}

/** Who the mail names: an administrator, or the browser and address of the account's own session. */
type AlertWho = typeof byAdministrator | { browser: string; address: string };

/** How an alert stores who caused it: an administrator as neither browser nor address. */
const seenFrom = (who: AlertWho) => (who === byAdministrator ? { browser: null, address: null } : who);

/** Who caused a stored alert, as seenFrom() stored it. */
const whoSeen = (row: { browser: string | null; address: string | null }): AlertWho =>
  row.browser === null && row.address === null ? byAdministrator : { browser: row.browser ?? '', address: row.address ?? '' };

const alertName = (kind: string) => accountAlertNames[kind as AccountAlertKind] ?? kind;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function browserName(userAgent: string | undefined): string {
  const { browser, os } = summariseUserAgent(userAgent ?? null);
  if (!browser) return 'unbekannter Browser';
  return os ? `${browser} unter ${os}` : browser;
}

/*
 * Alerts on what happens to an account (decision 044): a mail naming what, when (Berlin time),
 * the browser and the address (or that an administrator did it), with a single-use 'Das war ich
 * nicht' link. None for an account whose mail an admin disabled, nor for a training account (its
 * password is shared); at most `alertsPerHour` per account and hour, the rest summarised in the
 * next mail.
 */

/** What storing and mailing an alert needs: everything but the cookie's setting. */
export type AlertMailDeps = Omit<AccountAlertDependencies, 'secureCookies'>;

const nowOf = (deps: Pick<AccountAlertDependencies, 'clock'>): Date => deps.clock?.() ?? new Date();

/** The __Host- prefix behind HTTPS makes the browser refuse the cookie unless it is Secure, host-only and for path /. */
const browserCookieName = (secureCookies: boolean) => (secureCookies ? '__Host-bfsm_browser' : 'bfsm_browser');

/**
 * The one call for every alert: `await sendAccountAlert(deps, user.id, 'passkey-added', request)`,
 * or with `byAdministrator` for an admin's action. It never fails the action it reports: an alert
 * that cannot be stored or queued is logged with the account's id instead.
 */
export async function sendAccountAlert(deps: AlertMailDeps, userId: number, kind: AccountAlertKind, origin: AlertOrigin): Promise<void> {
  try {
    await alert(deps, userId, kind, origin);
  } catch (error) {
    deps.logger.error({ userId, kind, err: error }, 'Sicherheitshinweis nicht versandt');
  }
}

/** The account to alert, or none: an unknown one, one whose mail an admin disabled, a training account. */
async function alertableUser(db: Kysely<Database>, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'disable_email', 'fixed_password_account'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return user && !user.disable_email && !user.fixed_password_account ? user : undefined;
}

/**
 * Inside `trx`: takes the account's turn (so two alerts at once cannot both pass the limit) and
 * says whether a mail may go out, fewer than `alertsPerHour` having gone out in the last hour.
 */
async function takeTurnWithinLimit(trx: Kysely<Database>, userId: number, at: Date): Promise<boolean> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  const sentLastHour = await trx
    .selectFrom('account_alerts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('sent_at', '>', new Date(at.getTime() - hourMs))
    .executeTakeFirstOrThrow();
  return Number(sentLastHour.count) < alertsPerHour;
}

/** Inside `trx`: the held alerts that no mail has named yet, marked as named by the one about to go out. */
function claimHeld(trx: Kysely<Database>, userId: number, at: Date) {
  return trx
    .updateTable('account_alerts')
    .set({ summarised_at: at })
    .where('user_id', '=', userId)
    .where('sent_at', 'is', null)
    .where('summarised_at', 'is', null)
    .returning(['id', 'kind', 'happened_at', 'browser', 'address'])
    .execute();
}

async function alert(deps: AlertMailDeps, userId: number, kind: AccountAlertKind, origin: AlertOrigin): Promise<void> {
  const { db } = deps;
  const user = await alertableUser(db, userId);
  if (!user) return;
  const at = nowOf(deps);
  const who: AlertWho =
    origin === byAdministrator ? byAdministrator : { browser: browserName(origin.headers['user-agent']), address: origin.ip };
  const earlier = await db.transaction().execute(async (trx) => {
    // Whatever else the hour held back, the owner hears at once of a new way into his account (decision 051).
    const send = (await takeTurnWithinLimit(trx, userId, at)) || sentAtOnce.has(kind);
    await trx
      .insertInto('account_alerts')
      .values({ user_id: userId, kind, happened_at: at, ...seenFrom(who), sent_at: send ? at : null })
      .execute();
    return send ? claimHeld(trx, userId, at) : undefined;
  });
  if (earlier) await mailAlert(deps, user, { kind, happened_at: at, who }, earlier);
}

/** The alert mail: what happened, when, by whom, the 'Das war ich nicht' link, and the held alerts it summarises. */
async function mailAlert(
  deps: Pick<AccountAlertDependencies, 'codes' | 'mailer' | 'mailContext'>,
  user: { id: number; email: string },
  main: HeldAlert & { who: AlertWho },
  earlier: HeldAlert[],
): Promise<void> {
  // The link secures the account against everything the mail tells of: from its earliest change on.
  const eventAt = new Date(Math.min(...[main, ...earlier].map((held) => new Date(held.happened_at).getTime())));
  const code = await deps.codes.issue(user.id, 'not-me', notMeLinkMinutes, { keepEarlier: true, eventAt });
  await deps.mailer.send({
    to: user.email,
    userId: user.id,
    slug: 'account-alert',
    data: {
      what: alertName(main.kind),
      when: germanDateTime(new Date(main.happened_at)),
      who: main.who,
      notMeUrl: link(deps.mailContext, `/not-me/${code}`),
      earlier: [...earlier]
        .sort((a, b) => new Date(a.happened_at).getTime() - new Date(b.happened_at).getTime())
        .map((held) => ({ what: alertName(held.kind), when: germanDateTime(new Date(held.happened_at)) })),
    },
  });
}

/**
 * The hourly limit held some alerts back and no later alert has named them: once the account may
 * be alerted again, the newest goes out with the others summarised in it, so that a burst of
 * changes that then stops is told all the same (the scheduled job 'account-alert-summaries').
 */
export async function sendHeldAlerts(deps: AlertMailDeps): Promise<void> {
  const accounts = await deps.db
    .selectFrom('account_alerts')
    .select('user_id')
    .distinct()
    .where('sent_at', 'is', null)
    .where('summarised_at', 'is', null)
    .execute();
  for (const { user_id: userId } of accounts) {
    try {
      await sendHeldAlertsOf(deps, userId);
    } catch (error) {
      deps.logger.error({ userId, err: error }, 'Sicherheitshinweis nicht versandt');
    }
  }
}

async function sendHeldAlertsOf(deps: AlertMailDeps, userId: number): Promise<void> {
  const at = nowOf(deps);
  const [main, ...earlier] = await deps.db.transaction().execute(async (trx) => {
    if (!(await takeTurnWithinLimit(trx, userId, at))) return [];
    const held = (await claimHeld(trx, userId, at)).sort((a, b) => new Date(b.happened_at).getTime() - new Date(a.happened_at).getTime());
    // The newest is the mail's own alert and counts towards the limit; the others are named in it.
    if (held[0]) await trx.updateTable('account_alerts').set({ sent_at: at, summarised_at: null }).where('id', '=', held[0].id).execute();
    return held;
  });
  if (!main) return;
  const user = await alertableUser(deps.db, userId);
  if (user) await mailAlert(deps, user, { ...main, who: whoSeen(main) }, earlier);
}

/**
 * After every sign-in (the session gate): a browser is recognised by its random, long-lived
 * cookie, stored per account only as its hash. A browser new to an account that has signed in
 * elsewhere before gets the 'new-browser' alert; the account's very first one does not. Like an
 * alert, it never fails the sign-in: a browser that cannot be looked up or stored is logged.
 */
export async function recogniseBrowser(
  deps: AccountAlertDependencies,
  sentCookies: Record<string, string | undefined>,
  origin: RequestOrigin,
  userId: number,
): Promise<BrowserCookie> {
  const cookieName = browserCookieName(deps.secureCookies);
  const sent = sentCookies[cookieName];
  const value = sent && browserCookieShape.test(sent) ? sent : randomBytes(32).toString('base64url');
  try {
    await noteBrowser(deps, origin, userId, sha256(value));
  } catch (error) {
    deps.logger.error({ userId, err: error }, 'Browser der Anmeldung nicht erfasst');
  }
  return {
    name: cookieName,
    value,
    options: { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.secureCookies, maxAge: browserCookieSeconds },
  };
}

/** Stores the browser as seen on the account; a new one on an account seen elsewhere before alerts it. */
async function noteBrowser(deps: AlertMailDeps, origin: RequestOrigin, userId: number, browserHash: string): Promise<void> {
  const { db } = deps;
  const at = nowOf(deps);
  const seen = await db
    .updateTable('known_browsers')
    .set({ last_seen_at: at })
    .where('user_id', '=', userId)
    .where('browser_hash', '=', browserHash)
    .executeTakeFirst();
  if (seen.numUpdatedRows > 0n) return;
  const earlier = await db.selectFrom('known_browsers').select('user_id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  const added = await db
    .insertInto('known_browsers')
    .values({ user_id: userId, browser_hash: browserHash, first_seen_at: at, last_seen_at: at })
    .onConflict((conflict) => conflict.columns(['user_id', 'browser_hash']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (earlier && added) await sendAccountAlert(deps, userId, 'new-browser', origin);
}

/** Alerts hold an address and a browser: kept only as long as the hourly limit and its summary need them. */
export async function deleteOldAlerts(deps: Pick<AccountAlertDependencies, 'db' | 'clock'>): Promise<void> {
  await deps.db
    .deleteFrom('account_alerts')
    .where('happened_at', '<', new Date(nowOf(deps).getTime() - alertKeepDays * 24 * hourMs))
    .execute();
}

/** What the routes, the session gate and the jobs ask of the alerts; the composition binds it. */
export interface AccountAlerts {
  sendAccountAlert(userId: number, kind: AccountAlertKind, origin: AlertOrigin): Promise<void>;
  sendHeldAlerts(): Promise<void>;
  recogniseBrowser(sentCookies: Record<string, string | undefined>, origin: RequestOrigin, userId: number): Promise<BrowserCookie>;
  deleteOld(): Promise<void>;
}

/** The alerts over one set of dependencies (decision 057: bound where they are composed, not a closure of the domain). */
export function accountAlertsOf(deps: AccountAlertDependencies): AccountAlerts {
  return {
    sendAccountAlert: (userId, kind, origin) => sendAccountAlert(deps, userId, kind, origin),
    sendHeldAlerts: () => sendHeldAlerts(deps),
    recogniseBrowser: (sentCookies, origin, userId) => recogniseBrowser(deps, sentCookies, origin, userId),
    deleteOld: () => deleteOldAlerts(deps),
  };
}
