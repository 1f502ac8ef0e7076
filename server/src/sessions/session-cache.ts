import { EventEmitter } from 'node:events';
import type { Session } from './session-store.js';
import type { UserRow } from '../db/rows.js';

/** The raw rows of a session as the database holds them; what they imply is worked out per request. */
export interface CachedSession {
  session: Session;
  user: UserRow | null;
  lastSeenMs: number;
  expiresMs: number;
}

export interface SessionCacheOptions {
  /** The most sessions kept; 0 turns the cache off. The oldest entry leaves first. */
  maxEntries: number;
  /** How long an entry is trusted at most, should a change notification ever be lost. */
  maxAgeMs: number;
  now?: () => number;
}

interface Entry {
  value: CachedSession;
  storedAt: number;
}

/**
 * Sessions with their users, and facts read about those users (pool, invitations, consent), kept
 * in memory so that userinfo and menuinfo mostly need no database round trip (decision 026).
 *
 * It is exact because it forgets: every change notification of the database ('s:<hash>',
 * 'u:<id>', '*') drops what it names, and a read that started before any notification is not
 * stored (the generation check), so no stale row can slip in behind a change. Until the
 * notifications flow (`trust(true)`) and whenever they may have been lost, nothing is kept.
 */
export function createSessionCache(options: SessionCacheOptions) {
  const now = options.now ?? Date.now;
  const sessions = new Map<string, Entry>();
  const sessionsOfUser = new Map<number, Set<string>>();
  const factsOfUser = new Map<number, Map<string, unknown>>();
  const events = new EventEmitter();
  let generation = 0;
  let trusted = false;
  const counts = { hits: 0, misses: 0, invalidations: 0 };

  function dropSession(idHash: string): void {
    const entry = sessions.get(idHash);
    if (!entry) return;
    sessions.delete(idHash);
    const userId = entry.value.session.userId;
    if (userId === null) return;
    const own = sessionsOfUser.get(userId);
    own?.delete(idHash);
    if (own?.size === 0) {
      sessionsOfUser.delete(userId);
      factsOfUser.delete(userId);
    }
  }

  function dropUser(userId: number): void {
    for (const idHash of sessionsOfUser.get(userId) ?? []) sessions.delete(idHash);
    sessionsOfUser.delete(userId);
    factsOfUser.delete(userId);
  }

  function clear(): void {
    generation++;
    sessions.clear();
    sessionsOfUser.clear();
    factsOfUser.clear();
  }

  return {
    events,
    counts,
    /** Read before loading from the database; hand it back to `store` and `fact`. */
    get generation(): number {
      return generation;
    },

    /** Whether change notifications arrive; false forgets everything and keeps nothing. */
    trust(on: boolean): void {
      trusted = on && options.maxEntries > 0;
      clear();
    },

    lookup(idHash: string): CachedSession | undefined {
      const entry = sessions.get(idHash);
      if (entry && now() - entry.storedAt < options.maxAgeMs) {
        counts.hits++;
        return entry.value;
      }
      if (entry) dropSession(idHash);
      counts.misses++;
      return undefined;
    },

    /** Keeps a session read from the database, unless something changed since the read began. */
    store(value: CachedSession, readAtGeneration: number): void {
      if (!trusted || readAtGeneration !== generation) return;
      const { idHash, userId } = value.session;
      dropSession(idHash);
      if (sessions.size >= options.maxEntries) {
        const oldest = sessions.keys().next();
        if (!oldest.done) dropSession(oldest.value);
      }
      // Frozen: every request of this session shares the row, so none may change it.
      if (value.user) Object.freeze(value.user.roles);
      sessions.set(idHash, { value: Object.freeze({ ...value, user: value.user && Object.freeze(value.user) }), storedAt: now() });
      if (userId !== null) {
        const own = sessionsOfUser.get(userId) ?? new Set<string>();
        own.add(idHash);
        sessionsOfUser.set(userId, own);
      }
    },

    /** After the session's last_seen_at was written: the entry follows (no notification comes for it). */
    seen(idHash: string, lastSeenMs: number): void {
      const entry = sessions.get(idHash);
      if (entry) entry.value = Object.freeze({ ...entry.value, lastSeenMs });
    },

    /**
     * A fact about a user with a cached session (named by key), read by `load` at most once until
     * a change of that user; the same rules as for sessions keep it exact.
     */
    async fact<T>(userId: number, key: string, load: () => Promise<T>): Promise<T> {
      const known = factsOfUser.get(userId);
      if (known?.has(key)) {
        counts.hits++;
        return known.get(key) as T;
      }
      counts.misses++;
      const readAt = generation;
      const value = await load();
      if (trusted && readAt === generation && sessionsOfUser.has(userId)) {
        const facts = factsOfUser.get(userId) ?? new Map<string, unknown>();
        facts.set(key, value);
        factsOfUser.set(userId, facts);
      }
      return value;
    },

    /** A change notification of the database: 's:<session id hash>', 'u:<user id>' or '*'. */
    apply(message: string): void {
      generation++;
      counts.invalidations++;
      if (message.startsWith('s:')) dropSession(message.slice(2));
      else if (message.startsWith('u:')) dropUser(Number(message.slice(2)));
      else clear();
      events.emit('invalidated', message);
    },

    clear,

    get size(): number {
      return sessions.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
