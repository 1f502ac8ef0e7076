import { DomainError } from '../errors/domain-error.js';
import { openInvitation, type InvitationDeps, type InvitationProof } from './invitation-proof.js';

/** Declines (and with `report`, reports as abuse): the link is dead and the reserved licence free again. */
export async function declineInvitation(
  deps: Pick<InvitationDeps, 'db' | 'guesses'>,
  invitationId: number,
  proof: InvitationProof,
  report: boolean,
): Promise<void> {
  const invitation = await openInvitation(deps, invitationId, proof);
  const declined = await deps.db
    .updateTable('invitations')
    .set({ status: report ? 'reported' : 'declined', responded_at: new Date() })
    .where('id', '=', invitation.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (declined.numUpdatedRows === 0n) throw new DomainError('invitationLinkInvalid');
}
