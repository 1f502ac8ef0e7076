import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { countAttempt, undoAttempt, type AttemptCounter } from '../throttle/attempt-counter.js';

export type { OneTimeCodePurpose as CodePurpose } from '../db/schema.js';
import type { OneTimeCodePurpose as CodePurpose, PendingRegistration } from '../db/schema.js';

export type CodeCheck =
  | {
      ok: true;
      userId: number;
      codeId: number;
      registration: PendingRegistration | null;
      /** What the code's mail is about happened then: a 'Das war ich nicht' code's event, else the code's issue. */
      eventAt: Date;
    }
  | { ok: false; reason: 'unknown' | 'expired' | 'used' | 'throttled' };

export interface CodeGuessLimit {
  counter: AttemptCounter;
  /** Codes that match nothing, per client address and window, before the address has to wait. */
  perAddress: number;
}

/** 256 random bits: nothing in one code tells anything about another. */
const codeBytes = 32;
const codeShape = /^[A-Za-z0-9_-]{20,100}$/;
/** How long an ended code is kept to tell a late click why its link no longer works. */
const staleAfterMs = 30 * 24 * 60 * 60_000;

function hash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/*
 * Single-use codes for mail links. A code is random through and through and only its SHA-256 is
 * stored, which is also how it is found (decision 013). A code that matches nothing costs the
 * address that sent it, never the owner of any code: after a few, that address must wait.
 */

/**
 * A new code for the user; earlier unused codes of the same purpose stop working. A code bound
 * to a registration replaces only the codes of that same registration (and those bound to
 * none, which would confirm the account as it stands): the links of other registrations of the
 * address must keep working, or a later registrant could void the owner's link (decision 030).
 */
export async function issueCode(
  db: Kysely<Database>,
  userId: number,
  purpose: CodePurpose,
  lifetimeMinutes: number,
  bound: { registration?: PendingRegistration; keepEarlier?: boolean; eventAt?: Date } = {},
): Promise<string> {
  const code = randomBytes(codeBytes).toString('base64url');
  const { registration } = bound;
  await db.transaction().execute(async (trx) => {
    // Each alert mail's 'Das war ich nicht' link must keep working when a later alert comes.
    if (!bound.keepEarlier)
      await trx
        .deleteFrom('one_time_codes')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .$if(registration !== undefined, (qb) =>
          qb.where((eb) =>
            eb.or([eb('registration', 'is', null), eb(sql`registration->>'passwordHash'`, '=', registration?.passwordHash ?? '')]),
          ),
        )
        .execute();
    await trx
      .insertInto('one_time_codes')
      .values({
        user_id: userId,
        purpose,
        code_hash: hash(code),
        expires_at: new Date(Date.now() + lifetimeMinutes * 60_000),
        registration: registration ? JSON.stringify(registration) : null,
        event_at: bound.eventAt ?? null,
      })
      .execute();
  });
  return code;
}

/** What checking a code needs: the database, and the count of codes that match nothing per address. */
export interface CodeCheckDeps {
  db: Kysely<Database>;
  guesses: CodeGuessLimit;
}

/** Checks a code sent from `clientAddress` without using it up. */
export async function checkCode(
  deps: CodeCheckDeps,
  purpose: CodePurpose,
  code: string,
  clientAddress: string,
  now = new Date(),
): Promise<CodeCheck> {
  const { db, guesses } = deps;
  const guessKey = `code-ip:${clientAddress}`;
  // Counted before the look-up, so parallel guesses cannot pass the limit together.
  if (!(await countAttempt(guesses.counter, guessKey, guesses.perAddress, now))) return { ok: false, reason: 'throttled' };
  const row = codeShape.test(code)
    ? await db
        .selectFrom('one_time_codes')
        .selectAll()
        .where('code_hash', '=', hash(code))
        .where('purpose', '=', purpose)
        .executeTakeFirst()
    : undefined;
  if (!row) return { ok: false, reason: 'unknown' };
  // Only someone holding the mail can name an existing code: that was no guess.
  await undoAttempt(guesses.counter, guessKey, guesses.perAddress);
  if (row.used_at !== null) return { ok: false, reason: 'used' };
  if (row.expires_at <= now) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    userId: row.user_id,
    codeId: row.id,
    registration: row.registration,
    eventAt: new Date(row.event_at ?? row.created_at),
  };
}

/**
 * Deletes codes a month past their end, used or not: until then a late click still hears
 * that its link was used or has expired; after that it hears the link is unknown.
 */
export async function deleteStaleCodes(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .deleteFrom('one_time_codes')
    .where('expires_at', '<', new Date(now.getTime() - staleAfterMs))
    .execute();
}

/** Marks the code used; false when someone else used it in the meantime. */
export async function useCode(db: Kysely<Database>, codeId: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** What the registration, the alerts, 'Das war ich nicht' and the code clean-up ask of the codes; the composition binds it. */
export interface OneTimeCodes {
  issue(
    userId: number,
    purpose: CodePurpose,
    lifetimeMinutes: number,
    bound?: { registration?: PendingRegistration; keepEarlier?: boolean; eventAt?: Date },
  ): Promise<string>;
  check(purpose: CodePurpose, code: string, clientAddress: string, now?: Date): Promise<CodeCheck>;
  deleteStale(now?: Date): Promise<void>;
  use(codeId: number, now?: Date): Promise<boolean>;
}

/** The codes of one database with one guess limit (decision 057: bound where they are composed, not a closure of the domain). */
export function oneTimeCodesOf(db: Kysely<Database>, guesses: CodeGuessLimit): OneTimeCodes {
  return {
    issue: (userId, purpose, lifetimeMinutes, bound) => issueCode(db, userId, purpose, lifetimeMinutes, bound),
    check: (purpose, code, clientAddress, now) => checkCode({ db, guesses }, purpose, code, clientAddress, now),
    deleteStale: (now) => deleteStaleCodes(db, now),
    use: (codeId, now) => useCode(db, codeId, now),
  };
}

/** The binder's former name: the Lighthouse screens in tests/ still issue their reset code through it. */
export const createOneTimeCodes = oneTimeCodesOf;
