import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../audit/record-audit-event.js';

/** The actor of a request for the audit timeline: its signed-in user and client address. Services take the actor, not the request. */
export function auditActor(request: FastifyRequest): AuditActor {
  return { id: request.user?.id ?? null, email: request.user?.email ?? null, address: request.ip };
}
