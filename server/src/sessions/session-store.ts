import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashSessionId, newSessionId } from './session-id.js';
import type { SessionCache } from './session-cache.js';
import type { UserRow } from '../db/rows.js';

export interface Session {
  idHash: string;
  userId: number | null;
  csrfSecret: string;
  /** Anonymous only: the user whose password was right here and whose second-factor code is awaited, since when. */
  pending?: { userId: number; since: Date } | null;
  /** When the user last proved who he is here: the sign-in, or 'Identität bestätigen' (decision 051). */
  provenAt?: Date | null;
  /** Opened with the account's second factor, or the session that set up its first one (decision 051). */
  secondFactorPassed?: boolean;
}

/** How a signed-in session was opened: which proofs it has from the start (session-gate.ts). */
export interface SignedInProof {
  /** A second factor was passed (a code, a recovery code, a passkey). */
  secondFactorPassed: boolean;
  /** The passkey that opened it, which counts as both factors. */
  passkeyId?: number;
}

export interface SessionLifetime {
  idleMinutes: number;
  absoluteHours: number;
  /** An anonymous session only carries form tokens before sign-in: it ends sooner when left alone. */
  anonymousIdleMinutes: number;
}

/** Where a session was opened from, for the user's list of his sessions. */
export interface SessionMeta {
  ip?: string;
  userAgent?: string;
}

/** last_seen_at is written at most this often, so reading a session is usually a single SELECT. */
const touchIntervalMs = 60_000;

/**
 * What the session store needs. Sessions live in the database so that any number of server
 * instances share them; `cache` keeps them with their users in memory as well (decision 026),
 * `settle` catching up with the database's changes first.
 */
export interface SessionStoreDeps {
  db: Kysely<Database>;
  lifetime: SessionLifetime;
  cache?: { cache: SessionCache; settle(): Promise<void> };
  now?: () => number;
}

const clockOf = (deps: Pick<SessionStoreDeps, 'now'>) => deps.now ?? Date.now;
const idleMsOf = (lifetime: SessionLifetime) => lifetime.idleMinutes * 60_000;
const anonymousIdleMsOf = (lifetime: SessionLifetime) => Math.min(lifetime.anonymousIdleMinutes, lifetime.idleMinutes) * 60_000;
const idleLimit = (lifetime: SessionLifetime, userId: number | null) =>
  userId === null ? anonymousIdleMsOf(lifetime) : idleMsOf(lifetime);

async function touch(db: Kysely<Database>, idHash: string, now: number): Promise<void> {
  // Past the write count (decision 026): no trigger notifies a mere touch, so no request needs to wait for one.
  await db
    .withoutPlugins()
    .updateTable('sessions')
    .set({ last_seen_at: new Date(now) })
    .where('id_hash', '=', idHash)
    .execute();
}

/** A new session with a new id (also at every sign-in, so a planted id is worthless). */
async function create(
  deps: Pick<SessionStoreDeps, 'db' | 'lifetime' | 'now'>,
  userId: number | null,
  meta: SessionMeta,
  proof?: SignedInProof,
): Promise<{ cookieValue: string; session: Session }> {
  const cookieValue = newSessionId();
  const now = new Date(clockOf(deps)());
  const session: Session = {
    idHash: hashSessionId(cookieValue),
    userId,
    csrfSecret: randomBytes(32).toString('base64url'),
    // Signing in is proving who one is: right after it, no call asks again.
    provenAt: proof ? now : null,
    secondFactorPassed: proof?.secondFactorPassed ?? false,
  };
  await deps.db
    .insertInto('sessions')
    .values({
      id_hash: session.idHash,
      user_id: userId,
      csrf_secret: session.csrfSecret,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + deps.lifetime.absoluteHours * 3_600_000),
      ip: meta.ip ?? null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      proven_at: session.provenAt ?? null,
      second_factor_passed: session.secondFactorPassed ?? false,
      passkey_id: proof?.passkeyId ?? null,
    })
    .execute();
  return { cookieValue, session };
}

/** The session (and its user) for a cookie value, or null when unknown, idle too long or past its absolute end. */
export async function loadSession(deps: SessionStoreDeps, cookieValue: string): Promise<{ session: Session; user: UserRow | null } | null> {
  const { db, lifetime } = deps;
  const clock = clockOf(deps);
  const cache = deps.cache?.cache;
  const idHash = hashSessionId(cookieValue);
  await deps.cache?.settle();
  const cached = cache?.lookup(idHash);
  // Ends are worked out from the cached times at every request; a session that looks ended
  // here is checked against the database (another instance may have seen it since).
  if (cached && cached.expiresMs > clock() && cached.lastSeenMs + idleLimit(lifetime, cached.session.userId) > clock()) {
    const now = clock();
    if (now - cached.lastSeenMs > touchIntervalMs) {
      await touch(db, idHash, now);
      cache?.seen(idHash, now);
    }
    return { session: cached.session, user: cached.user };
  }
  const readAt = cache?.generation ?? 0;
  // One query for session and user: this runs before every webapi call that misses the cache.
  const row = await db
    .selectFrom('sessions')
    .leftJoin('users', 'users.id', 'sessions.user_id')
    .where('sessions.id_hash', '=', idHash)
    .select([
      'sessions.user_id as session_user_id',
      'sessions.csrf_secret as session_csrf_secret',
      'sessions.last_seen_at as session_last_seen_at',
      'sessions.expires_at as session_expires_at',
      'sessions.pending_user_id as session_pending_user_id',
      'sessions.pending_since as session_pending_since',
      'sessions.proven_at as session_proven_at',
      'sessions.second_factor_passed as session_second_factor_passed',
    ])
    .selectAll('users')
    .executeTakeFirst();
  if (!row) return null;
  const now = clock();
  let lastSeen = new Date(row.session_last_seen_at).getTime();
  const expires = new Date(row.session_expires_at).getTime();
  if (expires <= now || lastSeen + idleLimit(lifetime, row.session_user_id) <= now) {
    await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  if (now - lastSeen > touchIntervalMs) {
    await touch(db, idHash, now);
    lastSeen = now;
  }
  const {
    session_user_id: userId,
    session_csrf_secret: csrfSecret,
    session_last_seen_at: _seen,
    session_expires_at: _expires,
    session_pending_user_id: pendingUserId,
    session_pending_since: pendingSince,
    session_proven_at: provenAt,
    session_second_factor_passed: secondFactorPassed,
    ...userColumns
  } = row;
  const user = userId !== null && userColumns.id !== null ? (userColumns as UserRow) : null;
  const pending = pendingUserId !== null && pendingSince !== null ? { userId: pendingUserId, since: new Date(pendingSince) } : null;
  const session: Session = {
    idHash,
    userId,
    csrfSecret,
    pending,
    provenAt: provenAt === null ? null : new Date(provenAt),
    secondFactorPassed,
  };
  cache?.store({ session, user, lastSeenMs: lastSeen, expiresMs: expires }, readAt);
  return { session, user };
}

/** A new anonymous session (form tokens need one to bind to). */
export function createAnonymousSession(
  deps: Pick<SessionStoreDeps, 'db' | 'lifetime' | 'now'>,
  meta: SessionMeta,
): Promise<{ cookieValue: string; session: Session }> {
  return create(deps, null, meta);
}

/** A new signed-in session with a new id. Only the session gate's start may call this (eslint.config.mjs). */
export function createSignedInSession(
  deps: Pick<SessionStoreDeps, 'db' | 'lifetime' | 'now'>,
  userId: number,
  meta: SessionMeta,
  proof: SignedInProof,
): Promise<{ cookieValue: string; session: Session }> {
  return create(deps, userId, meta, proof);
}

/** The user proved who he is again ('Identität bestätigen'), with his second factor where he has one. */
export async function markSessionProven(
  deps: Pick<SessionStoreDeps, 'db' | 'now'>,
  idHash: string,
  secondFactorPassed: boolean,
  now = new Date(clockOf(deps)()),
): Promise<void> {
  await deps.db
    .updateTable('sessions')
    .set({ proven_at: now, ...(secondFactorPassed && { second_factor_passed: true }) })
    .where('id_hash', '=', idHash)
    .where('user_id', 'is not', null)
    .execute();
}

/** The session set up the account's first second factor: it has passed it (decision 051). */
export async function markSecondFactorPassed(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.updateTable('sessions').set({ second_factor_passed: true }).where('id_hash', '=', idHash).execute();
}

/** Marks an anonymous session as waiting for the second-factor code of `userId` (null: waits no more). */
export async function setPendingSecondFactor(db: Kysely<Database>, idHash: string, userId: number | null, now = new Date()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ pending_user_id: userId, pending_since: userId === null ? null : now })
    .where('id_hash', '=', idHash)
    .where('user_id', 'is', null)
    .execute();
}

export async function destroySession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of a user, except the one given (after a password change or reset). */
export async function destroyAllSessionsOf(db: Kysely<Database>, userId: number, exceptIdHash?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptIdHash) query = query.where('id_hash', '!=', exceptIdHash);
  await query.execute();
}

/** Sessions past their end or idle too long (a scheduled job). */
export async function deleteExpiredSessions(deps: Pick<SessionStoreDeps, 'db' | 'lifetime'>, now = new Date()): Promise<void> {
  const { db, lifetime } = deps;
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now),
        eb('last_seen_at', '<=', new Date(now.getTime() - idleMsOf(lifetime))),
        eb.and([eb('user_id', 'is', null), eb('last_seen_at', '<=', new Date(now.getTime() - anonymousIdleMsOf(lifetime)))]),
      ]),
    )
    .execute();
}
