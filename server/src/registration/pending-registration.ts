import { sql, type Kysely } from 'kysely';
import { LICENSE, rules } from '@bfsm/api-adapter';
import type { Database, PendingRegistration, QueuedRegistration } from '../db/schema.js';

/** A queued form as it waits for its link: the trial's last day is counted from now, when its account is made. */
export function pendingRegistrationOf(queued: QueuedRegistration, now = new Date()): PendingRegistration {
  const licenseExpiration =
    queued.edition === 'next-trial' ? new Date(now.getTime() + rules.trialDays * 86_400_000).toISOString().slice(0, 10) : null;
  return { ...queued, licenseExpiration };
}

function accountValues(registration: PendingRegistration) {
  return {
    password_hash: registration.passwordHash,
    greeting: registration.greeting,
    first_name: registration.firstName,
    last_name: registration.lastName,
    company_name: registration.companyName,
    phone_number: registration.phoneNumber,
    email_newsletter: registration.newsletter,
    license_type: registration.edition === 'next-trial' ? LICENSE.trial : LICENSE.concept,
    license_expiration: registration.licenseExpiration,
  };
}

/** The unconfirmed account of a registration, with its consent to the terms; nothing when the address has one. */
export async function createUnconfirmedAccount(db: Kysely<Database>, email: string, registration: PendingRegistration): Promise<void> {
  await db
    .with('new_user', (qb) =>
      qb
        .insertInto('users')
        .values({ email, ...accountValues(registration), email_confirmed: false })
        // A taken address (also by a parallel registration) creates nothing.
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returning('id'),
    )
    .insertInto('terms_acceptances')
    .columns(['user_id', 'version', 'accepted_at'])
    .expression((eb) =>
      eb
        .selectFrom('new_user')
        .select(['new_user.id', sql.val(registration.termsVersion).as('version'), sql.val(new Date()).as('accepted_at')]),
    )
    .execute();
}

/**
 * Gives a still unconfirmed account the password and data of the registration whose link was
 * confirmed. An account confirmed before keeps what it has: a later link changes nothing.
 */
export async function applyRegistration(db: Kysely<Database>, userId: number, registration: PendingRegistration): Promise<void> {
  const applied = await db
    .updateTable('users')
    .set({ ...accountValues(registration), updated_at: new Date() })
    .where('id', '=', userId)
    .where('email_confirmed', '=', false)
    .returning('id')
    .executeTakeFirst();
  if (!applied) return;
  await db
    .insertInto('terms_acceptances')
    .values({ user_id: userId, version: registration.termsVersion, accepted_at: new Date() })
    .onConflict((oc) => oc.columns(['user_id', 'version']).doNothing())
    .execute();
}

/**
 * The registration behind the account's password as it stands, if a link for it is still out:
 * a fresh link for whoever proves that password must confirm that registration, not another.
 */
export async function registrationBehindPassword(
  db: Kysely<Database>,
  user: { id: number; password_hash: string | null },
): Promise<PendingRegistration | undefined> {
  if (!user.password_hash) return undefined;
  const row = await db
    .selectFrom('one_time_codes')
    .select('registration')
    .where('user_id', '=', user.id)
    .where('purpose', '=', 'confirm-email')
    .where(sql`registration->>'passwordHash'`, '=', user.password_hash)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.registration ?? undefined;
}

/**
 * Whether links of a registration other than the account's password as it stands are still out:
 * then the address was registered more than once, and nobody can say whose that password is.
 */
export async function rivalRegistrationsPending(
  db: Kysely<Database>,
  user: { id: number; password_hash: string | null },
): Promise<boolean> {
  const rival = await db
    .selectFrom('one_time_codes')
    .select('id')
    .where('user_id', '=', user.id)
    .where('purpose', '=', 'confirm-email')
    .where('used_at', 'is', null)
    .where('registration', 'is not', null)
    .where(sql`registration->>'passwordHash'`, 'is distinct from', user.password_hash)
    .executeTakeFirst();
  return rival !== undefined;
}
