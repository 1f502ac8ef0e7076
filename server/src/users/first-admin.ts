import { sql, type Kysely } from 'kysely';
import { LICENSE } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../auth/passwords.js';
import { newPasswordProblem } from '../auth/password-policy.js';
import { acceptTerms } from '../registration/terms.js';
import { ADMIN_ROLE } from '../db/roles.js';

/** A password that the password policy refuses; its message says why, in German. */
export class RefusedPasswordError extends Error {
  override name = 'RefusedPasswordError';
}

/**
 * Creates the admin, or makes an existing account with that e-mail an admin with the given
 * password. Used at start (ADMIN_EMAIL/ADMIN_PASSWORD) and by the `admin:create` command, so
 * nobody has to edit files to get a first admin.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  termsVersion: string,
  account: { email: string; password: string },
): Promise<{ id: number; created: boolean }> {
  const email = account.email.trim();
  const problem = newPasswordProblem(account.password, email);
  if (problem) throw new RefusedPasswordError(problem);
  const passwordHash = await hashPassword(account.password);
  const existing = await db
    .selectFrom('users')
    .select(['id', 'roles'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  let id: number;
  if (existing) {
    id = existing.id;
    const roles = existing.roles.includes(ADMIN_ROLE) ? existing.roles : [...existing.roles, ADMIN_ROLE];
    await db
      .updateTable('users')
      .set({ password_hash: passwordHash, roles, email_confirmed: true, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  } else {
    const row = await db
      .insertInto('users')
      .values({
        email,
        password_hash: passwordHash,
        roles: [ADMIN_ROLE],
        license_type: LICENSE.next,
        email_confirmed: true,
        first_name: 'Admin',
        last_name: 'Administrator',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  }
  // The operator set these terms up; asking the operator's own admin to consent to them would only be in the way.
  await acceptTerms(db, id, termsVersion);
  return { id, created: !existing };
}
