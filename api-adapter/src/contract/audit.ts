import * as z from 'zod/mini';
import { auditKinds } from '../domain/audit-kinds.js';
import { adminOnly } from './access.js';
import { defineCall } from './define.js';
import { isoDate, recordId, oneLineText } from './fields.js';

/** One entry of the audit timeline (decision 027). `before`/`after` hold the changed values. */
export const auditEvent = z.object({
  id: z.number(),
  /** ISO date-time. */
  occurredAt: z.string(),
  actorId: z.nullable(z.number()),
  actorEmail: z.nullable(z.string()),
  subjectId: z.nullable(z.number()),
  subjectEmail: z.nullable(z.string()),
  address: z.nullable(z.string()),
  kind: z.string(),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
});
export type AuditEvent = z.infer<typeof auditEvent>;

const page = z.optional(z.coerce.number().check(z.int(), z.minimum(1)));
const optionalWords = z.optional(oneLineText(z.maxLength(200)));

/**
 * The timeline, newest first, paged. `userId` gives one user's entries (as actor or subject, the
 * Erweitert tab); `actor` and `subject` match part of an e-mail address (the back-office filters).
 */
export const listAuditEvents = defineCall({
  name: 'listAuditEvents',
  method: 'GET',
  path: '/webapi/admin/audit-events',
  access: adminOnly,
  encoding: 'none',
  query: z.object({
    userId: z.optional(recordId),
    actor: optionalWords,
    subject: optionalWords,
    kind: z.optional(z.enum(auditKinds)),
    /** First and last day (YYYY-MM-DD, portal time zone), both included. */
    from: z.optional(isoDate),
    to: z.optional(isoDate),
    page,
    perPage: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
  }),
  response: z.object({ total: z.number(), events: z.array(auditEvent) }),
});
