import { sql } from 'kysely';
import type { InvitationCheck } from '@bfsm/api-adapter';
import { displayName } from '../users/display-name.js';
import { holdsLicense } from './holds-license.js';
import { openInvitation, sameAddress, type InvitationDeps, type InvitationProof } from './invitation-proof.js';

/** What the invitation page shows: who invites to which licence, and whether the visitor must sign in first. */
export async function checkInvitation(
  deps: Pick<InvitationDeps, 'db' | 'guesses'>,
  invitationId: number,
  proof: InvitationProof,
): Promise<InvitationCheck> {
  const { db } = deps;
  const invitation = await openInvitation(deps, invitationId, proof);
  const [owner, account] = await Promise.all([
    db
      .selectFrom('pools')
      .innerJoin('users', 'users.id', 'pools.owner_id')
      .select(['users.email', 'users.first_name', 'users.last_name'])
      .where('pools.id', '=', invitation.pool_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', invitation.email.toLowerCase())
      .executeTakeFirst(),
  ]);
  const signedIn = proof.user;
  const wrongUser = signedIn !== null && !sameAddress(signedIn.email, invitation.email);
  return {
    success: true,
    email: invitation.email,
    existingUser: account !== undefined,
    invitingUser: displayName(owner),
    licenseType: invitation.license_type,
    needsLogin: account !== undefined && signedIn === null,
    wrongUser,
    hasLicense: signedIn !== null && !wrongUser && holdsLicense(signedIn),
  };
}
