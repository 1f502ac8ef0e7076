import type { Kysely } from 'kysely';
import type { SignInOutcome } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { recordAuditEvent } from './record-audit-event.js';

/**
 * A sign-in of a known account, in the web or the desktop application, with its outcome (decision
 * 027); unknown addresses are not kept. Only a successful one names the user as its actor.
 */
export function recordSignIn(
  db: Kysely<Database>,
  /** The client address the attempt came from. */
  address: string,
  user: { id: number; email: string },
  outcome: SignInOutcome,
  extra: Record<string, unknown> = {},
): Promise<void> {
  return recordAuditEvent(
    db,
    { id: outcome === 'success' ? user.id : null, email: outcome === 'success' ? user.email : null, address },
    { kind: 'sign-in', subject: { id: user.id, email: user.email }, after: { outcome, ...extra } },
  );
}
