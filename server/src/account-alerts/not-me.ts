import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { OneTimeCodes } from '../codes/one-time-codes.js';
import { recordAuditEvent } from '../audit/record-audit-event.js';
import { codeError } from '../registration/code-errors.js';
import { resetCodeLifetimeMinutes } from '../registration/registration-deps.js';
import { removeCredentialsAddedSince, type CredentialsAfterSecuring } from '../credentials/remove-added-credentials.js';
import type { AccountAlerts, AlertOrigin } from './account-alerts.js';

export interface NotMeDependencies {
  db: Kysely<Database>;
  codes: Pick<OneTimeCodes, 'check' | 'use' | 'issue'>;
  /** Ends every session of the account. */
  endSessions: (userId: number) => Promise<void>;
  alerts: Pick<AccountAlerts, 'sendAccountAlert'>;
  clock?: () => Date;
}

/** An alert is recorded a moment after the change it tells of: what came this shortly before it counts as its event. */
const eventMarginMs = 60_000;

/** Device tokens issued this recently are revoked by 'Das war ich nicht': a stranger may have activated them. */
const recentTokenMs = 24 * 60 * 60_000;

/** What 'Das war ich nicht' answers: the reset link, and what was removed and what remains. */
export type NotMeAnswer = { resetPath: string } & CredentialsAfterSecuring;

/**
 * 'Das war ich nicht' (decisions 044, 051): the link's code is used once; the passkeys, the
 * authenticator app and the recovery codes added since the alert's event are removed, every
 * session of the account ends, the device tokens of the last 24 hours are revoked, the timeline
 * records it, the owner is told at once, and the answer is a reset link of its own (whose form
 * still asks for a second factor that remains) with what was removed and what remains.
 */
export async function reportNotMe(deps: NotMeDependencies, code: string, origin: Exclude<AlertOrigin, string>): Promise<NotMeAnswer> {
  const check = await deps.codes.check('not-me', code, origin.ip);
  if (!check.ok) throw codeError(check);
  const user = await deps.db.selectFrom('users').select(['id', 'email']).where('id', '=', check.userId).executeTakeFirst();
  if (!user) throw codeError({ ok: false, reason: 'unknown' });
  if (!(await deps.codes.use(check.codeId))) throw codeError({ ok: false, reason: 'used' });
  const actor = { id: user.id, email: user.email, address: origin.ip };
  const since = new Date(check.eventAt.getTime() - eventMarginMs);
  const credentials = await removeCredentialsAddedSince(deps.db, user, since, actor);
  await deps.endSessions(user.id);
  const revoked = await deps.db
    .updateTable('devices')
    .set({ token_hash: null })
    .where('user_id', '=', user.id)
    .where('token_hash', 'is not', null)
    .where('token_issued_at', '>', new Date((deps.clock?.() ?? new Date()).getTime() - recentTokenMs))
    .returning('id')
    .execute();
  await recordAuditEvent(deps.db, actor, {
    kind: 'not-me-reported',
    subject: user,
    before: null,
    after: { sessionsEnded: true, deviceTokensRevoked: revoked.length },
  });
  await deps.alerts.sendAccountAlert(user.id, 'not-me-reported', origin);
  const resetCode = await deps.codes.issue(user.id, 'reset-password', resetCodeLifetimeMinutes);
  return { resetPath: `/confirm-forgotten-password/${resetCode}`, ...credentials };
}
