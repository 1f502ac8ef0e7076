import type { FastifyInstance } from 'fastify';
import { sessionCalls } from '@bfsm/api-adapter';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { caller } from '../http/access-check.js';
import { HttpError } from '../http/http-error.js';
import type { SessionManager } from './session-manager.js';
import type { SessionStore } from './session-store.js';
import { publicSessionId, type SessionList } from './session-list.js';
import { summariseUserAgent } from './user-agent.js';

export interface SessionRouteDependencies {
  route: ContractRouteOptions;
  list: SessionList;
  store: Pick<SessionStore, 'destroy' | 'destroyAllOfUser'>;
  sessions: Pick<SessionManager, 'end'>;
}

/**
 * The signed-in user's own sessions. Every query is scoped to the caller's user id, so a
 * session id of someone else is simply not found.
 */
export function registerSessionRoutes(app: FastifyInstance, deps: SessionRouteDependencies): void {
  contractRoute(app, deps.route, sessionCalls.listSessions, async (_input, request) => {
    const currentHash = request.session?.idHash;
    const rows = await deps.list.liveSessionsOf(caller(request).id);
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
  });

  contractRoute(app, deps.route, sessionCalls.endSession, async ({ params }, request, reply) => {
    const rows = await deps.list.liveSessionsOf(caller(request).id);
    const target = rows.find((row) => publicSessionId(row.id_hash) === params.sessionId);
    if (!target) throw HttpError.notFound();
    if (target.id_hash === request.session?.idHash) await deps.sessions.end(request, reply);
    else await deps.store.destroy(target.id_hash);
    return { success: true as const };
  });

  contractRoute(app, deps.route, sessionCalls.endOtherSessions, async (_input, request) => {
    await deps.store.destroyAllOfUser(caller(request).id, request.session?.idHash);
    return { success: true as const };
  });
}
