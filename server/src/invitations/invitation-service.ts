import { sql, type Kysely, type Selectable } from 'kysely';
import { passwordPairProblem, rules, type InvitationCheck } from '@bfsm/api-adapter';
import { hashPassword } from '../auth/passwords.js';
import { passwordProblem } from '../auth/password-policy.js';
import type { Database, InvitationsTable } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';
import { assignLicense, findFreeLicense, lockPool } from '../pools/pool-ledger.js';
import type { UserRow } from '../sessions/session-store.js';
import type { TermsService } from '../registration/terms-service.js';
import { displayName } from '../users/display-name.js';
import type { CodeGuesses } from './code-guesses.js';
import { holdsLicense } from './holds-license.js';
import { invitationCodeMatches } from './invitation-code.js';

type InvitationRow = Selectable<InvitationsTable>;

/**
 * What entitles a request to an invitation: the code of the mailed link, or being signed in as
 * the invited address (the dashboard's link has no code). Decision 019.
 */
export interface InvitationProof {
  code: string | undefined;
  user: UserRow | null;
  ip: string;
}

export interface NewInvitee {
  password: string;
  passwordRepeat: string;
  greeting: string;
  firstName: string;
  lastName: string;
  newsletter: boolean;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const deadLink = () => new DomainError('invitationLinkInvalid');
const hasLicense = () => new DomainError('inviteeHasLicense');

/** Refuses an invitation that is no longer pending, or past its time. */
function refusePastInvitation(invitation: Pick<InvitationRow, 'status' | 'expires_at'>, now = new Date()): void {
  if (invitation.status === 'accepted') throw new DomainError('invitationLinkUsed');
  if (invitation.status !== 'pending') throw deadLink();
  if (invitation.expires_at <= now) throw new DomainError('invitationLinkExpired');
}

/** The invitee's side: check the link, accept (new or existing account), decline or report. */
export function createInvitationService(deps: { db: Kysely<Database>; terms: TermsService; guesses: CodeGuesses }) {
  const { db, guesses } = deps;

  /**
   * The invitation the proof opens. Without it, or with a wrong code, every invitation looks the
   * same as one that does not exist; wrong codes count against the client's address.
   */
  async function open(invitationId: number, proof: InvitationProof): Promise<InvitationRow> {
    if (proof.code === undefined) {
      if (!proof.user) throw new DomainError('unauthorized');
      const invitation = await db.selectFrom('invitations').selectAll().where('id', '=', invitationId).executeTakeFirst();
      if (!invitation || !sameAddress(invitation.email, proof.user.email)) throw deadLink();
      refusePastInvitation(invitation);
      return invitation;
    }
    if (await guesses.isBlocked(proof.ip)) throw new DomainError('tooManyAttempts');
    const invitation = await db.selectFrom('invitations').selectAll().where('id', '=', invitationId).executeTakeFirst();
    if (!invitation || !invitationCodeMatches(invitation.code_hash, proof.code)) {
      await guesses.recordFailure(proof.ip);
      throw deadLink();
    }
    refusePastInvitation(invitation);
    return invitation;
  }

  /**
   * In one transaction under the pool's lock: the invitation is still pending, a licence of its
   * type is free (its reserved one, normally), the user gets it and the invitation is accepted.
   */
  async function accept(invitation: InvitationRow, userFor: (trx: Kysely<Database>) => Promise<UserRow>): Promise<UserRow> {
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

  return {
    async check(invitationId: number, proof: InvitationProof): Promise<InvitationCheck> {
      const invitation = await open(invitationId, proof);
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
    },

    /** A new account for the invited address, holding the licence, with the current terms accepted. */
    async acceptAsNewUser(invitationId: number, proof: InvitationProof & { code: string }, invitee: NewInvitee): Promise<UserRow> {
      const invitation = await open(invitationId, proof);
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
      const user = await accept(invitation, async (trx) => {
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
    },

    /** The signed-in invitee takes the licence; not while he holds one already. */
    async acceptAsExistingUser(invitationId: number, user: UserRow): Promise<void> {
      const invitation = await open(invitationId, { code: undefined, user, ip: '' });
      if (holdsLicense(user)) throw hasLicense();
      await accept(invitation, async (trx) => {
        const current = await trx.selectFrom('users').selectAll().where('id', '=', user.id).forUpdate().executeTakeFirstOrThrow();
        const member = await trx.selectFrom('pool_members').select('pool_id').where('user_id', '=', user.id).executeTakeFirst();
        if (holdsLicense(current) || member) throw hasLicense();
        return current;
      });
    },

    /** Declines (and with `report`, reports as abuse): the link is dead and the reserved licence free again. */
    async decline(invitationId: number, proof: InvitationProof, report: boolean): Promise<void> {
      const invitation = await open(invitationId, proof);
      const declined = await db
        .updateTable('invitations')
        .set({ status: report ? 'reported' : 'declined', responded_at: new Date() })
        .where('id', '=', invitation.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (declined.numUpdatedRows === 0n) throw deadLink();
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
