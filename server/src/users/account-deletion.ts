import { accountKey } from '../auth/login-throttle.js';
import type { Kysely } from 'kysely';
import { LICENSE } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { lockForAdminChange } from './admin-guard.js';
import { recordAuditEvent } from '../audit/record-audit-event.js';
import { pseudonymiseAuditEntries } from '../audit/audit-maintenance.js';
import type { AdminActor } from './admin-rights.js';

/** A member of a deleted owner's pool, who has lost the viewer licence and is told so. */
export interface ReleasedMember {
  id: number;
  email: string;
  greeting: string | null;
  last_name: string | null;
  license_type: number;
}

/**
 * Deletes an account with everything that belongs to it (decision 016). The database's foreign
 * keys remove sessions, one-time codes, devices, issued licences, feature states, sent-notification
 * records, terms consents and pool memberships, and the pools the user owns with their licences
 * and invitations; a licence the user held in someone else's pool goes back to that pool. Here
 * the members of the user's own pools lose their viewer licence, and the user's mails and
 * sign-in throttle go, as they hold the address.
 *
 * Invoices and Stornorechnungen stay for their retention period (decision 065): the keys clear
 * their account reference and that of the orders they were issued for, the Rechnungsdaten go with
 * the account, and the free text the customer wrote with a request is emptied here, as no invoice
 * carries it. What an invoice carries stays with it, locked; accounting and its exports still
 * read it, and the job `invoice-retention` deletes it when its period is over.
 */
export async function deleteAccount(db: Kysely<Database>, actor: AdminActor, targetId: number): Promise<ReleasedMember[]> {
  return db.transaction().execute(async (trx) => {
    await lockForAdminChange(trx, actor.id, targetId, 'ownAccountDeletion');
    const members = await trx
      .selectFrom('users')
      .select(['id', 'email', 'greeting', 'last_name', 'license_type'])
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('pool_members')
          .innerJoin('pools', 'pools.id', 'pool_members.pool_id')
          .select('pool_members.user_id')
          .where('pools.owner_id', '=', targetId),
      )
      .where('id', '<>', targetId)
      .forUpdate()
      .execute();
    if (members.length > 0) {
      await trx
        .updateTable('users')
        .set({ license_type: LICENSE.none, license_expiration: null, updated_at: new Date() })
        .where(
          'id',
          'in',
          members.map((member) => member.id),
        )
        .execute();
    }
    const target = await trx
      .selectFrom('users')
      .select(['email', 'license_type', 'license_expiration', 'roles'])
      .where('id', '=', targetId)
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('outgoing_mails').where('user_id', '=', targetId).execute();
    await trx
      .updateTable('orders')
      .set({ message: '', decline_reason: null, updated_at: new Date() })
      .where('user_id', '=', targetId)
      .execute();
    await trx.deleteFrom('attempt_counters').where('key', '=', accountKey(target.email)).execute();
    await trx.deleteFrom('users').where('id', '=', targetId).execute();
    // The timeline keeps his entries, this one too, under a pseudonym instead of his addresses (decision 027).
    await recordAuditEvent(trx, actor, {
      kind: 'account-deleted',
      subject: { id: targetId, email: target.email },
      before: {
        licenseType: target.license_type,
        licenseExpiration: target.license_expiration,
        roles: target.roles,
        releasedPoolMembers: members.length,
      },
      after: null,
    });
    await pseudonymiseAuditEntries(trx, targetId);
    return members;
  });
}
