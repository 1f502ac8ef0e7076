import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';

/**
 * What the passkey ceremonies need (WebAuthn with SimpleWebAuthn, decision 043): the database,
 * PUBLIC_URL (its origin is the only one a ceremony may come from, its host name the relying
 * party's id), the name the browser shows when it creates a passkey, and the clock.
 */
export interface PasskeyDeps {
  db: Kysely<Database>;
  publicUrl: string;
  productName: string;
  now?: () => Date;
}

export type ChallengePurpose = 'registration' | 'sign-in';

/** How long a ceremony may take from its options to the authenticator's answer. */
const challengeMaxAgeMs = 5 * 60_000;

export const nowOf = (deps: Pick<PasskeyDeps, 'now'>): Date => deps.now?.() ?? new Date();

export function relyingPartyOf(deps: Pick<PasskeyDeps, 'publicUrl'>): { id: string; origin: string } {
  const url = new URL(deps.publicUrl);
  return { id: url.hostname, origin: url.origin };
}

/** Keeps the challenge of the session's ceremony until the answer takes it (once). */
export async function putChallenge(
  deps: Pick<PasskeyDeps, 'db' | 'now'>,
  sessionIdHash: string,
  purpose: ChallengePurpose,
  challenge: string,
  userHandle: string | null = null,
): Promise<void> {
  const row = { session_id_hash: sessionIdHash, purpose, challenge, user_handle: userHandle, created_at: nowOf(deps) };
  await deps.db
    .insertInto('passkey_challenges')
    .values(row)
    .onConflict((conflict) => conflict.columns(['session_id_hash', 'purpose']).doUpdateSet(row))
    .execute();
}

/** The session's challenge for `purpose`, deleted in the same statement: a second answer finds none. */
export async function takeChallenge(deps: Pick<PasskeyDeps, 'db' | 'now'>, sessionIdHash: string, purpose: ChallengePurpose) {
  const row = await deps.db
    .deleteFrom('passkey_challenges')
    .where('session_id_hash', '=', sessionIdHash)
    .where('purpose', '=', purpose)
    .returning(['challenge', 'user_handle', 'created_at'])
    .executeTakeFirst();
  if (!row || nowOf(deps).getTime() - new Date(row.created_at).getTime() > challengeMaxAgeMs) throw new DomainError('passkeyRefused');
  return row;
}
