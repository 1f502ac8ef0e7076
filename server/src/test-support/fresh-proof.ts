import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashSessionId } from '../sessions/session-id.js';
import { freshProofMinutes } from '../http/access-check.js';

/** The session of `cookie` proved who its user is longer ago than a fresh proof may be (decision 051). */
export async function ageProof(db: Kysely<Database>, cookie: string): Promise<void> {
  await setProvenAt(db, cookie, new Date(Date.now() - (freshProofMinutes + 1) * 60_000));
}

async function setProvenAt(db: Kysely<Database>, cookie: string, at: Date): Promise<void> {
  const value = /bfsm_session=([^;]+)/.exec(cookie)?.[1];
  if (!value) throw new Error(`no session cookie in ${cookie}`);
  await db.updateTable('sessions').set({ proven_at: at }).where('id_hash', '=', hashSessionId(value)).execute();
}

/** The session of `cookie` proved who its user is just now, as after 'Identität bestätigen'. */
export async function freshenProof(db: Kysely<Database>, cookie: string): Promise<void> {
  await setProvenAt(db, cookie, new Date());
}
