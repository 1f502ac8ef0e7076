import { sql, type Kysely } from 'kysely';
import type { UserInfo } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import type { UserRow } from '../sessions/session-store.js';
import { isAdmin } from './roles.js';
import { hashPassword } from '../auth/passwords.js';

/** Reading users and turning a row into what the apps see. */
export function createUserDirectory(db: Kysely<Database>) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where(sql`lower(email)`, '=', email.trim().toLowerCase())
        .executeTakeFirst();
    },

    async findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async setPassword(id: number, password: string): Promise<UserRow> {
      return db
        .updateTable('users')
        .set({ password_hash: await hashPassword(password), updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async recordLogin(id: number): Promise<void> {
      await db.updateTable('users').set({ last_login_at: new Date() }).where('id', '=', id).execute();
    },

    async toUserInfo(user: UserRow): Promise<UserInfo> {
      const id = user.id;
      // One query for what the row does not hold: the pool (owned or joined) and pending invitations.
      const extras = await sql<{ pool_id: number | null; invitation_ids: number[] | null }>`
        SELECT
          (SELECT id FROM pools WHERE owner_id = ${id}
            UNION ALL SELECT pool_id FROM pool_members WHERE user_id = ${id} LIMIT 1) AS pool_id,
          (SELECT array_agg(id ORDER BY id) FROM invitations
            WHERE lower(email) = ${user.email.toLowerCase()} AND status = 'pending' AND expires_at > now()) AS invitation_ids
      `.execute(db);
      const pool = extras.rows[0]?.pool_id ?? null;
      const invitationIds = (extras.rows[0]?.invitation_ids ?? []).map(Number);
      return {
        id,
        roles: user.roles,
        adminRights: isAdmin(user),
        email: user.email,
        greeting: user.greeting,
        firstName: user.first_name,
        lastName: user.last_name,
        companyName: user.company_name,
        phoneNumber: user.phone_number,
        emailNewsletter: user.email_newsletter,
        licenseType: user.license_type,
        licenseExpiration: user.license_expiration,
        licensePool: pool === null ? null : Number(pool),
        limitedUser: user.fixed_password_account,
        invitations: invitationIds.map((invitationId) => ({ id: invitationId })),
        has_completed_install: user.has_completed_install,
        loggedInApp: user.logged_in_app,
        nextCustomer: user.next_customer,
      };
    },
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
