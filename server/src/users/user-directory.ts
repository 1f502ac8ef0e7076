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
      const [pool, invitations] = await Promise.all([
        db
          .selectFrom('pools')
          .select('id')
          .where('owner_id', '=', id)
          .union(db.selectFrom('pool_members').select('pool_id as id').where('user_id', '=', id))
          .executeTakeFirst(),
        db
          .selectFrom('invitations')
          .select('id')
          .where(sql`lower(email)`, '=', user.email.toLowerCase())
          .where('status', '=', 'pending')
          .where('expires_at', '>', new Date())
          .orderBy('id')
          .execute(),
      ]);
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
        licensePool: pool ? Number(pool.id) : null,
        limitedUser: user.fixed_password_account,
        invitations: invitations.map((invitation) => ({ id: Number(invitation.id) })),
        has_completed_install: user.has_completed_install,
        nextCustomer: user.next_customer,
      };
    },
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
