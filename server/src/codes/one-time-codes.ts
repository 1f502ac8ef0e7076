import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { AttemptCounter } from '../throttle/attempt-counter.js';

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

/**
 * Single-use codes for mail links. A code is random through and through and only its SHA-256 is
 * stored, which is also how it is found (decision 013). A code that matches nothing costs the
 * address that sent it, never the owner of any code: after a few, that address must wait.
 */
export function createOneTimeCodes(db: Kysely<Database>, guesses: CodeGuessLimit) {
  return {
    /**
     * A new code for the user; earlier unused codes of the same purpose stop working. A code bound
     * to a registration replaces only the codes of that same registration (and those bound to
     * none, which would confirm the account as it stands): the links of other registrations of the
     * address must keep working, or a later registrant could void the owner's link (decision 030).
     */
    async issue(
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
    },

    /** Checks a code sent from `clientAddress` without using it up. */
    async check(purpose: CodePurpose, code: string, clientAddress: string, now = new Date()): Promise<CodeCheck> {
      const guessKey = `code-ip:${clientAddress}`;
      // Counted before the look-up, so parallel guesses cannot pass the limit together.
      if (!(await guesses.counter.count(guessKey, guesses.perAddress, now))) return { ok: false, reason: 'throttled' };
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
      await guesses.counter.undo(guessKey, guesses.perAddress);
      if (row.used_at !== null) return { ok: false, reason: 'used' };
      if (row.expires_at <= now) return { ok: false, reason: 'expired' };
      return {
        ok: true,
        userId: row.user_id,
        codeId: row.id,
        registration: row.registration,
        eventAt: new Date(row.event_at ?? row.created_at),
      };
    },

    /**
     * Deletes codes a month past their end, used or not: until then a late click still hears
     * that its link was used or has expired; after that it hears the link is unknown.
     */
    async deleteStale(now = new Date()): Promise<void> {
      await db
        .deleteFrom('one_time_codes')
        .where('expires_at', '<', new Date(now.getTime() - staleAfterMs))
        .execute();
    },

    /** Marks the code used; false when someone else used it in the meantime. */
    async use(codeId: number, now = new Date()): Promise<boolean> {
      const result = await db
        .updateTable('one_time_codes')
        .set({ used_at: now })
        .where('id', '=', codeId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
