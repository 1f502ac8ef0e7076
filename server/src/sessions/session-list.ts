import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The name of a session outside the server: a one-way hash of the stored id hash, so that the
 * list of sessions never shows anything a cookie could be made of.
 */
export function publicSessionId(idHash: string): string {
  return createHash('sha256').update(`public-session-id:${idHash}`).digest('base64url').slice(0, 32);
}

/**
 * What reading a user's sessions needs: the database and how long a session may be left alone
 * (SESSION_IDLE_MINUTES). Ending sessions is the session store's.
 */
export interface SessionListDeps {
  db: Kysely<Database>;
  idleMinutes: number;
}

/** The user's sessions that still let someone in (not idle too long, not past their end), most recently active first; for the session list and the data export. */
export async function liveSessionsOf(deps: SessionListDeps, userId: number, now = new Date()) {
  return deps.db
    .selectFrom('sessions')
    .select(['id_hash', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', new Date(now.getTime() - deps.idleMinutes * 60_000))
    .orderBy('last_seen_at', 'desc')
    .execute();
}
