import { sql } from 'kysely';
import { passwordPairProblem, rules } from '@bfsm/api-adapter';
import { hashPassword } from '../auth/passwords.js';
import { passwordProblem } from '../auth/password-policy.js';
import type { UserRow } from '../db/rows.js';
import { DomainError } from '../errors/domain-error.js';
import { holdsLicense } from './holds-license.js';
import { openInvitation, sameAddress, takeInvitedLicense, type InvitationDeps, type InvitationProof } from './invitation-proof.js';

export interface NewInvitee {
  password: string;
  passwordRepeat: string;
  greeting: string;
  firstName: string;
  lastName: string;
  newsletter: boolean;
}

/** A new account for the invited address, holding the licence, with the current terms accepted. */
export async function acceptAsNewUser(
  deps: InvitationDeps,
  invitationId: number,
  proof: InvitationProof & { code: string },
  invitee: NewInvitee,
): Promise<UserRow> {
  const invitation = await openInvitation(deps, invitationId, proof);
  if (proof.user) {
    if (sameAddress(proof.user.email, invitation.email)) throw new DomainError('inviteeAccountExists');
    throw new DomainError('wrongInvitee');
  }
  // The shared rule of the registration form decides; its only two problems are a short first entry and a different second.
  if (passwordPairProblem(invitee.password, invitee.passwordRepeat, 'register'))
    throw new DomainError(invitee.password.length < rules.passwordMinLength ? 'inviteePasswordTooShort' : 'inviteePasswordsDiffer');
  const weakness = passwordProblem(invitee.password, invitation.email);
  if (weakness) throw new DomainError('weakPassword', { problem: weakness, field: 'newPassword1' });
  // Before the lock: hashing takes a while and needs nothing from the database.
  const passwordHash = await hashPassword(invitee.password);
  const user = await takeInvitedLicense(deps.db, invitation, async (trx) => {
    const created = await trx
      .insertInto('users')
      .values({
        email: invitation.email,
        password_hash: passwordHash,
        greeting: invitee.greeting,
        first_name: invitee.firstName,
        last_name: invitee.lastName,
        email_newsletter: invitee.newsletter,
        // The code came by mail to this address.
        email_confirmed: true,
      })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!created) throw new DomainError('inviteeAccountExists');
    return created;
  });
  await deps.terms.acceptCurrent(user.id);
  return user;
}

/** The signed-in invitee takes the licence; not while he holds one already. */
export async function acceptAsExistingUser(
  deps: Pick<InvitationDeps, 'db' | 'guesses'>,
  invitationId: number,
  user: UserRow,
): Promise<void> {
  const invitation = await openInvitation(deps, invitationId, { code: undefined, user, ip: '' });
  if (holdsLicense(user)) throw new DomainError('inviteeHasLicense');
  await takeInvitedLicense(deps.db, invitation, async (trx) => {
    const current = await trx.selectFrom('users').selectAll().where('id', '=', user.id).forUpdate().executeTakeFirstOrThrow();
    const member = await trx.selectFrom('pool_members').select('pool_id').where('user_id', '=', user.id).executeTakeFirst();
    if (holdsLicense(current) || member) throw new DomainError('inviteeHasLicense');
    return current;
  });
}
