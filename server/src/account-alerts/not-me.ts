import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { OneTimeCodes } from '../codes/one-time-codes.js';
import { recordAuditEvent } from '../audit/record-audit-event.js';
import { codeError } from '../registration/code-errors.js';
import { resetCodeLifetimeMinutes } from '../registration/registration-service.js';

export interface NotMeDependencies {
  db: Kysely<Database>;
  codes: Pick<OneTimeCodes, 'check' | 'use' | 'issue'>;
  /** Ends every session of the account. */
  endSessions: (userId: number) => Promise<void>;
  clock?: () => Date;
}

/** Device tokens issued this recently are revoked by 'Das war ich nicht': a stranger may have activated them. */
const recentTokenMs = 24 * 60 * 60_000;

/**
 * 'Das war ich nicht' (decision 044): the link's code is used once; every session of the account
 * ends, the device tokens of the last 24 hours are revoked, the timeline records it, and the
 * answer is a reset link of its own, whose form still asks for the second factor where one exists.
 */
export function createNotMe(deps: NotMeDependencies) {
  const now = deps.clock ?? (() => new Date());
  return async function reportNotMe(code: string, clientAddress: string): Promise<{ resetPath: string }> {
    const check = await deps.codes.check('not-me', code, clientAddress);
    if (!check.ok) throw codeError(check);
    const user = await deps.db.selectFrom('users').select(['id', 'email']).where('id', '=', check.userId).executeTakeFirst();
    if (!user) throw codeError({ ok: false, reason: 'unknown' });
    if (!(await deps.codes.use(check.codeId))) throw codeError({ ok: false, reason: 'used' });
    await deps.endSessions(user.id);
    const revoked = await deps.db
      .updateTable('devices')
      .set({ token_hash: null })
      .where('user_id', '=', user.id)
      .where('token_hash', 'is not', null)
      .where('token_issued_at', '>', new Date(now().getTime() - recentTokenMs))
      .returning('id')
      .execute();
    await recordAuditEvent(
      deps.db,
      { id: user.id, email: user.email, address: clientAddress },
      { kind: 'not-me-reported', subject: user, before: null, after: { sessionsEnded: true, deviceTokensRevoked: revoked.length } },
    );
    const resetCode = await deps.codes.issue(user.id, 'reset-password', resetCodeLifetimeMinutes);
    return { resetPath: `/confirm-forgotten-password/${resetCode}` };
  };
}
