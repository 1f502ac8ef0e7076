import type { Kysely } from 'kysely';
import type { CredentialReview } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';
import { credentialsOf } from './account-credentials.js';

/** A reset by mail or by an admin removes what was added this recently (decision 051). */
export const resetRemovesAddedWithinDays = 7;

export interface CredentialsAfterSecuring {
  /** What was removed: passkeys, the authenticator app, recovery codes added since `since`. */
  removed: CredentialReview;
  /** What the account still has, for its owner to review. */
  remaining: CredentialReview;
}

/** The moment from which a reset counts credentials as possibly an intruder's. */
export const resetWindowStart = (now: Date) => new Date(now.getTime() - resetRemovesAddedWithinDays * 24 * 60 * 60_000);

/**
 * Securing an account ('Das war ich nicht', a reset by mail, an admin's password reset): whoever
 * knew the password may have added his own way in, which a new password alone would not close.
 * Removes the passkeys, the authenticator app (with its recovery codes) and the recovery codes
 * added since `since`, in one transaction with its audit entry. Sessions a removed passkey
 * opened end with it (the database's foreign key); the caller ends the others.
 */
export async function removeCredentialsAddedSince(
  db: Kysely<Database>,
  subject: { id: number; email: string },
  since: Date,
  actor: AuditActor,
): Promise<CredentialsAfterSecuring> {
  const removed = await db.transaction().execute(async (trx) => {
    const passkeys = await trx
      .deleteFrom('passkeys')
      .where('user_id', '=', subject.id)
      .where('created_at', '>=', since)
      .returning('name')
      .execute();
    // A set-up still waiting for its first code goes too: its secret may be the intruder's.
    const apps = await trx
      .deleteFrom('second_factors')
      .where('user_id', '=', subject.id)
      .where((eb) => eb.or([eb('confirmed_at', '>=', since), eb('confirmed_at', 'is', null)]))
      .returning('confirmed_at')
      .execute();
    const appRemoved = apps.some((row) => row.confirmed_at !== null);
    const codes = await trx
      .deleteFrom('recovery_codes')
      .where('user_id', '=', subject.id)
      .where('used_at', 'is', null)
      .$if(!appRemoved, (query) => query.where('created_at', '>=', since))
      .returning('id')
      .execute();
    const review: CredentialReview = {
      passkeys: passkeys.map((row) => row.name),
      authenticatorApp: appRemoved,
      recoveryCodes: codes.length,
    };
    if (review.passkeys.length > 0 || review.authenticatorApp || review.recoveryCodes > 0)
      await recordAuditEvent(trx, actor, {
        kind: 'recently-added-credentials-removed',
        subject,
        before: { ...review, since: since.toISOString() },
      });
    return review;
  });
  return { removed, remaining: await credentialsOf(db, subject.id) };
}
