import { sql, type Kysely } from 'kysely';
import { rules } from '@bfsm/api-adapter';
import { hashPassword } from '../auth/passwords.js';
import { passwordProblem } from '../auth/password-policy.js';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';
import { recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';

export interface AdminRegistration {
  email: string;
  plainPassword: { first: string; second: string };
}

/**
 * An admin creates a user (/admin/users/new). Nobody confirms the address: the admin vouches for
 * it, so it counts as confirmed. Unlike the public registration, a taken address is said plainly
 * (admins see every address in the user list anyway), at the e-mail field.
 */
export async function registerByAdmin(db: Kysely<Database>, actor: AuditActor, form: AdminRegistration): Promise<number> {
  const { first, second } = form.plainPassword;
  // The pair's checks of api-adapter's passwordPairProblem, length before repetition as the form runs them; then the policy.
  if (first.length < rules.passwordMinLength) throw new DomainError('adminCreatePasswordTooShort');
  if (first !== second) throw new DomainError('adminCreatePasswordMismatch');
  const policyProblem = passwordProblem(first, form.email);
  if (policyProblem) throw new DomainError('weakPassword', { problem: policyProblem, field: 'plainPassword.first' });

  const passwordHash = await hashPassword(first);
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('users')
      .values({ email: form.email, password_hash: passwordHash, email_confirmed: true })
      // A taken address, also by a parallel request, creates nothing.
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning(['id', 'email', 'license_type'])
      .executeTakeFirst();
    if (!created) throw new DomainError('userAddressTaken');
    await recordAuditEvent(trx, actor, {
      kind: 'account-created-by-admin',
      subject: { id: created.id, email: created.email },
      before: null,
      after: { email: created.email, licenseType: created.license_type, emailConfirmed: true },
    });
    return created.id;
  });
}
