import type { Kysely, Selectable } from 'kysely';
import type { Database, InvitationsTable } from '../db/schema.js';
import type { UserRow } from '../db/rows.js';
import { DomainError } from '../errors/domain-error.js';
import { findFreeLicense, assignLicense, lockPool } from '../pools/pool-ledger.js';
import type { CurrentTerms } from '../registration/terms.js';
import { invitationCodeMatches } from '../security/invitation-code.js';
import { codeGuessingBlocked, countWrongCode, type CodeGuessSettings } from './code-guesses.js';

export type InvitationRow = Selectable<InvitationsTable>;

/** What the invitee's actions need: the database, the count of wrong codes per address, and the terms a new account accepts. */
export interface InvitationDeps {
  db: Kysely<Database>;
  /** The limit on wrong codes per address (`codeGuessSettings`). */
  guesses: CodeGuessSettings;
  terms: Pick<CurrentTerms, 'acceptCurrent'>;
}

/**
 * What entitles a request to an invitation: the code of the mailed link, or being signed in as
 * the invited address (the dashboard's link has no code). Decision 019.
 */
export interface InvitationProof {
  code: string | undefined;
  user: UserRow | null;
  ip: string;
}

export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Refuses an invitation that is no longer pending, or past its time. */
function refusePastInvitation(invitation: Pick<InvitationRow, 'status' | 'expires_at'>, now = new Date()): void {
  if (invitation.status === 'accepted') throw new DomainError('invitationLinkUsed');
  if (invitation.status !== 'pending') throw new DomainError('invitationLinkInvalid');
  if (invitation.expires_at <= now) throw new DomainError('invitationLinkExpired');
}

/**
 * The invitation the proof opens. Without it, or with a wrong code, every invitation looks the
 * same as one that does not exist; wrong codes count against the client's address.
 */
export async function openInvitation(
  deps: Pick<InvitationDeps, 'db' | 'guesses'>,
  invitationId: number,
  proof: InvitationProof,
): Promise<InvitationRow> {
  const { db } = deps;
  if (proof.code === undefined) {
    if (!proof.user) throw new DomainError('unauthorized');
    const invitation = await db.selectFrom('invitations').selectAll().where('id', '=', invitationId).executeTakeFirst();
    if (!invitation || !sameAddress(invitation.email, proof.user.email)) throw new DomainError('invitationLinkInvalid');
    refusePastInvitation(invitation);
    return invitation;
  }
  if (await codeGuessingBlocked(deps, proof.ip)) throw new DomainError('tooManyAttempts');
  const invitation = await db.selectFrom('invitations').selectAll().where('id', '=', invitationId).executeTakeFirst();
  if (!invitation || !invitationCodeMatches(invitation.code_hash, proof.code)) {
    await countWrongCode(deps, proof.ip);
    throw new DomainError('invitationLinkInvalid');
  }
  refusePastInvitation(invitation);
  return invitation;
}

/**
 * In one transaction under the pool's lock: the invitation is still pending, a licence of its
 * type is free (its reserved one, normally), the user gets it and the invitation is accepted.
 */
export async function takeInvitedLicense(
  db: Kysely<Database>,
  invitation: InvitationRow,
  userFor: (trx: Kysely<Database>) => Promise<UserRow>,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    await lockPool(trx, invitation.pool_id);
    const current = await trx.selectFrom('invitations').selectAll().where('id', '=', invitation.id).forUpdate().executeTakeFirstOrThrow();
    refusePastInvitation(current);
    const license = await findFreeLicense(trx, {
      poolId: current.pool_id,
      licenseType: current.license_type,
      preferredId: current.license_id,
      forInvitation: current.id,
    });
    if (!license) throw new DomainError('invitationLicenseTaken');
    const user = await userFor(trx);
    await assignLicense(trx, { poolId: current.pool_id, userId: user.id, license });
    await trx
      .updateTable('invitations')
      .set({ status: 'accepted', responded_at: new Date(), license_id: license.id })
      .where('id', '=', current.id)
      .execute();
    return user;
  });
}
