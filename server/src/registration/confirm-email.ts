import type { Kysely } from 'kysely';
import type { Database, PendingRegistration } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { applyRegistration, rivalRegistrationsPending } from './pending-registration.js';

/**
 * Confirms the user's address, from a mail link (with the registration the link was mailed for,
 * whose password and data the account then takes) or by an admin or a reset link (as the account
 * stands). Any later link changes nothing, as the account is confirmed then. Confirming as it
 * stands while another registration's link is still out leaves no password: nobody can tell whose
 * it is, so the owner sets one with 'Passwort vergessen'. The welcome mail follows the first
 * confirmation only, so a link used after an admin's confirmation sends no second one. Answers
 * whether the address was unconfirmed until now.
 */
export async function confirmEmail(
  deps: { db: Kysely<Database>; mailer: Mailer },
  userId: number,
  registration: PendingRegistration | null = null,
): Promise<boolean> {
  const user = await deps.db.transaction().execute(async (trx) => {
    if (registration) await applyRegistration(trx, userId, registration);
    else {
      const current = await trx
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where('id', '=', userId)
        .where('email_confirmed', '=', false)
        .forUpdate()
        .executeTakeFirst();
      if (current && (await rivalRegistrationsPending(trx, current)))
        await trx.updateTable('users').set({ password_hash: null }).where('id', '=', userId).execute();
    }
    return trx
      .updateTable('users')
      .set({ email_confirmed: true, email_confirmed_at: new Date(), updated_at: new Date() })
      .where('id', '=', userId)
      .where('email_confirmed', '=', false)
      .returning(['id', 'email', 'greeting', 'last_name'])
      .executeTakeFirst();
  });
  if (user)
    await deps.mailer.send({
      to: user.email,
      userId: user.id,
      slug: 'welcome',
      data: { greeting: user.greeting, lastName: user.last_name },
    });
  return user !== undefined;
}
