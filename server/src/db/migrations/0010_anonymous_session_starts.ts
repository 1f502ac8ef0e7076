import { sql, type Kysely } from 'kysely';

/** How many anonymous sessions each client address started in its current hour (sessions/anonymous-session-quota.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE anonymous_session_starts (
      address text PRIMARY KEY,
      started integer NOT NULL,
      window_started_at timestamptz NOT NULL
    )`.execute(db);
}
