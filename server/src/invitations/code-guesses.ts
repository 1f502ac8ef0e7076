import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { quotaAddress } from '../sessions/anonymous-session-quota.js';

export interface CodeGuessSettings {
  /** Wrong invitation codes per client address and window before the address is refused. */
  maxFailures: number;
  windowMinutes: number;
}

export const codeGuessSettings: CodeGuessSettings = { maxFailures: 20, windowMinutes: 60 };

/*
 * Counts wrong invitation codes per client address, in the database so that every instance
 * counts together. With 192-bit codes guessing cannot succeed anyway; the count stops a script
 * from trying ids and codes without end, and keeps the per-invitation state untouched, so that
 * nobody can kill someone else's invitation by guessing wrong on purpose.
 */

/** What counting wrong codes needs: the database and the limit (`codeGuessSettings` in the composition). */
export interface CodeGuessDeps {
  db: Kysely<Database>;
  guesses: CodeGuessSettings;
}

const windowMsOf = (settings: CodeGuessSettings) => settings.windowMinutes * 60_000;

/** Whether `ip` has sent too many wrong codes in the current window. */
export async function codeGuessingBlocked(deps: CodeGuessDeps, ip: string, now = new Date()): Promise<boolean> {
  const row = await deps.db
    .selectFrom('invitation_code_guesses')
    .select(['failures', 'window_started_at'])
    .where('address', '=', quotaAddress(ip))
    .executeTakeFirst();
  return (
    row !== undefined &&
    row.window_started_at.getTime() > now.getTime() - windowMsOf(deps.guesses) &&
    row.failures >= deps.guesses.maxFailures
  );
}

/** Counts one wrong code of `ip`; one statement, so simultaneous wrong guesses all count. */
export async function countWrongCode(deps: CodeGuessDeps, ip: string, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - windowMsOf(deps.guesses));
  await sql`
    INSERT INTO invitation_code_guesses (address, failures, window_started_at)
    VALUES (${quotaAddress(ip)}, 1, ${now})
    ON CONFLICT (address) DO UPDATE SET
      failures = CASE WHEN invitation_code_guesses.window_started_at <= ${windowStart} THEN 1 ELSE invitation_code_guesses.failures + 1 END,
      window_started_at = CASE WHEN invitation_code_guesses.window_started_at <= ${windowStart} THEN ${now} ELSE invitation_code_guesses.window_started_at END
  `.execute(deps.db);
}

/** Forgets the counts of windows that are over (a scheduled job). */
export async function deleteStaleCodeGuesses(deps: CodeGuessDeps, now = new Date()): Promise<void> {
  await deps.db
    .deleteFrom('invitation_code_guesses')
    .where('window_started_at', '<=', new Date(now.getTime() - windowMsOf(deps.guesses)))
    .execute();
}
