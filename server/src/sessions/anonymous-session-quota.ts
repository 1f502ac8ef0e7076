import ipaddr from 'ipaddr.js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface AnonymousSessionQuotaSettings {
  /** New anonymous sessions per client address and hour. */
  perHour: number;
}

const windowMs = 3_600_000;

/**
 * The client address as the quota counts it. One IPv6 client usually holds a whole /64, so it
 * counts as one; an IPv4 address in IPv6 form counts as that IPv4 address.
 */
export function quotaAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}

/*
 * Token calls without a session create an anonymous one, a database row each: without a limit a
 * script could fill the table. Counts them per client address in the database, so that every
 * instance counts together; one statement per count, so simultaneous requests cannot both slip
 * under the limit.
 */

/** What the quota needs: the database and the limit per address and hour (SESSION_ANONYMOUS_PER_HOUR). */
export interface AnonymousSessionQuota extends AnonymousSessionQuotaSettings {
  db: Kysely<Database>;
}

/** Counts one new anonymous session for `ip`; false when the address has used up its hour. */
export async function takeAnonymousSession(quota: AnonymousSessionQuota, ip: string, now = new Date()): Promise<boolean> {
  const windowStart = new Date(now.getTime() - windowMs);
  const result = await sql<{ started: number }>`
    INSERT INTO anonymous_session_starts (address, started, window_started_at)
    VALUES (${quotaAddress(ip)}, 1, ${now})
    ON CONFLICT (address) DO UPDATE SET
      started = CASE WHEN anonymous_session_starts.window_started_at <= ${windowStart} THEN 1 ELSE anonymous_session_starts.started + 1 END,
      window_started_at = CASE WHEN anonymous_session_starts.window_started_at <= ${windowStart} THEN ${now} ELSE anonymous_session_starts.window_started_at END
    RETURNING started
  `.execute(quota.db);
  return Number(result.rows[0]?.started) <= quota.perHour;
}

/** Forgets the counts of windows that are over. */
export async function deleteStaleAnonymousStarts(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .deleteFrom('anonymous_session_starts')
    .where('window_started_at', '<=', new Date(now.getTime() - windowMs))
    .execute();
}
