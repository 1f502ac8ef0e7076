import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { caller } from '../http/access-check.js';
import { domainRoutes, formToken } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import { endCurrentSession, type SessionManagerDeps } from './session-manager.js';
import { destroyAllSessionsOf, destroySession } from './session-store.js';
import { liveSessionsOf, publicSessionId, type SessionListDeps } from './session-list.js';
import { summariseUserAgent } from './user-agent.js';

export interface SessionRouteDependencies {
  list: SessionListDeps;
  /** Where the sessions are ended: the sessions table. */
  db: Kysely<Database>;
  sessions: Pick<SessionManagerDeps, 'store' | 'cookie'>;
}

/**
 * The signed-in user's own sessions. Every query is scoped to the caller's user id, so a
 * session id of someone else is simply not found.
 */
export function sessionsRoutes(deps: SessionRouteDependencies) {
  return domainRoutes('sessions', {
    sessionsToken: formToken,

    listSessions: async (_input, request) => {
      const currentHash = request.session?.idHash;
      const rows = await liveSessionsOf(deps.list, caller(request).id);
      const sessions = rows.map((row) => ({
        id: publicSessionId(row.id_hash),
        ...summariseUserAgent(row.user_agent),
        ip: row.ip,
        signedInAt: row.created_at.toISOString(),
        lastActiveAt: row.last_seen_at.toISOString(),
        current: row.id_hash === currentHash,
      }));
      // The current session first: it is the one a person looks for.
      return sessions.sort((a, b) => Number(b.current) - Number(a.current));
    },

    endSession: async ({ params }, request, reply) => {
      const rows = await liveSessionsOf(deps.list, caller(request).id);
      const target = rows.find((row) => publicSessionId(row.id_hash) === params.sessionId);
      if (!target) throw new DomainError('notFound');
      if (target.id_hash === request.session?.idHash) await endCurrentSession(deps.sessions, request, reply);
      else await destroySession(deps.db, target.id_hash);
      return { success: true as const };
    },

    endOtherSessions: async (_input, request) => {
      await destroyAllSessionsOf(deps.db, caller(request).id, request.session?.idHash);
      return { success: true as const };
    },
  });
}
