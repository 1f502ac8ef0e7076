import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/schema.js';
import { hashSessionId, newSessionId } from './session-id.js';

export type UserRow = Selectable<UsersTable>;

export interface Session {
  idHash: string;
  userId: number | null;
  csrfSecret: string;
}

export interface SessionLifetime {
  idleMinutes: number;
  absoluteHours: number;
  /** An anonymous session only carries form tokens before sign-in: it ends sooner when left alone. */
  anonymousIdleMinutes: number;
}

/** last_seen_at is written at most this often, so reading a session is usually a single SELECT. */
const touchIntervalMs = 60_000;

/** Sessions live in the database so that any number of server instances share them. */
export function createSessionStore(db: Kysely<Database>, lifetime: SessionLifetime) {
  const idleMs = lifetime.idleMinutes * 60_000;
  const anonymousIdleMs = Math.min(lifetime.anonymousIdleMinutes, lifetime.idleMinutes) * 60_000;

  return {
    /** The session (and its user) for a cookie value, or null when unknown, idle too long or past its absolute end. */
    async load(cookieValue: string): Promise<{ session: Session; user: UserRow | null } | null> {
      const idHash = hashSessionId(cookieValue);
      // One query for session and user: this runs before every webapi call.
      const row = await db
        .selectFrom('sessions')
        .leftJoin('users', 'users.id', 'sessions.user_id')
        .where('sessions.id_hash', '=', idHash)
        .select(['sessions.user_id as session_user_id', 'sessions.csrf_secret as session_csrf_secret', 'sessions.last_seen_at as session_last_seen_at', 'sessions.expires_at as session_expires_at'])
        .selectAll('users')
        .executeTakeFirst();
      if (!row) return null;
      const now = Date.now();
      const lastSeen = new Date(row.session_last_seen_at).getTime();
      const idleLimit = row.session_user_id === null ? anonymousIdleMs : idleMs;
      if (new Date(row.session_expires_at).getTime() <= now || lastSeen + idleLimit <= now) {
        await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
        return null;
      }
      if (now - lastSeen > touchIntervalMs) {
        await db.updateTable('sessions').set({ last_seen_at: new Date(now) }).where('id_hash', '=', idHash).execute();
      }
      const { session_user_id: userId, session_csrf_secret: csrfSecret, session_last_seen_at: _seen, session_expires_at: _expires, ...userColumns } = row;
      const user = userId !== null && userColumns.id !== null ? (userColumns as UserRow) : null;
      return { session: { idHash, userId, csrfSecret }, user };
    },

    /** A new session with a new id (also at every sign-in, so a planted id is worthless). */
    async create(userId: number | null, meta: { ip?: string; userAgent?: string }): Promise<{ cookieValue: string; session: Session }> {
      const cookieValue = newSessionId();
      const session: Session = { idHash: hashSessionId(cookieValue), userId, csrfSecret: randomBytes(32).toString('base64url') };
      const now = new Date();
      await db
        .insertInto('sessions')
        .values({
          id_hash: session.idHash,
          user_id: userId,
          csrf_secret: session.csrfSecret,
          created_at: now,
          last_seen_at: now,
          expires_at: new Date(now.getTime() + lifetime.absoluteHours * 3_600_000),
          ip: meta.ip ?? null,
          user_agent: meta.userAgent?.slice(0, 300) ?? null,
        })
        .execute();
      return { cookieValue, session };
    },

    async destroy(idHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },

    /** Ends every session of a user, except the one given (after a password change or reset). */
    async destroyAllOfUser(userId: number, exceptIdHash?: string): Promise<void> {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptIdHash) query = query.where('id_hash', '!=', exceptIdHash);
      await query.execute();
    },

    async deleteExpired(now = new Date()): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([
            eb('expires_at', '<=', now),
            eb('last_seen_at', '<=', new Date(now.getTime() - idleMs)),
            eb.and([eb('user_id', 'is', null), eb('last_seen_at', '<=', new Date(now.getTime() - anonymousIdleMs))]),
          ]),
        )
        .execute();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
