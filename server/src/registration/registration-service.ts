import { sql, type Kysely } from 'kysely';
import { LICENSE, rules } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../auth/passwords.js';
import type { OneTimeCodes } from '../codes/one-time-codes.js';
import { link } from '../mail/link.js';
import type { Mailer } from '../mail/mailer.js';
import type { MailContext } from '../mail/mail-context.js';
import type { TermsService } from '../terms/terms-service.js';
import type { UserDirectory } from '../users/user-directory.js';

export const confirmCodeLifetimeMinutes = 7 * 24 * 60;
export const resetCodeLifetimeMinutes = 60;

export interface NewCustomer {
  email: string;
  password: string;
  greeting: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phoneNumber: string | undefined;
  newsletter: boolean;
  edition: 'next-trial' | 'concept';
}

/** Registration and the mails around it. */
export function createRegistrationService(deps: {
  db: Kysely<Database>;
  users: Pick<UserDirectory, 'findByEmail'>;
  codes: OneTimeCodes;
  mailer: Mailer;
  terms: TermsService;
  mailContext: MailContext;
}) {
  const { db, codes, mailer } = deps;

  async function sendConfirmation(user: { id: number; email: string; greeting: string | null; last_name: string | null }): Promise<void> {
    const code = await codes.issue(user.id, 'confirm-email', confirmCodeLifetimeMinutes);
    await mailer.send({ to: user.email, userId: user.id, slug: 'register', data: { greeting: user.greeting, lastName: user.last_name, confirmUrl: link(deps.mailContext, `/confirm-mail/${code}`) } });
  }

  async function sendPasswordReset(user: { id: number; email: string }, reason: 'requested' | 'registration-attempt'): Promise<void> {
    const code = await codes.issue(user.id, 'reset-password', resetCodeLifetimeMinutes);
    await mailer.send({ to: user.email, userId: user.id, slug: 'forgotten', data: { resetUrl: link(deps.mailContext, `/confirm-forgotten-password/${code}`), reason } });
  }

  return {
    sendPasswordReset,
    sendConfirmation,

    /**
     * Registers a customer. An address that already has an account gets the same answer as a new
     * one, and its owner a mail instead (a new confirmation mail when still unconfirmed), so the
     * form tells nobody which addresses have accounts.
     */
    async register(customer: NewCustomer): Promise<void> {
      const existing = await deps.users.findByEmail(customer.email);
      if (existing) {
        if (existing.email_confirmed) await sendPasswordReset(existing, 'registration-attempt');
        else await sendConfirmation(existing);
        return;
      }
      const trial = customer.edition === 'next-trial';
      const expiration = trial ? new Date(Date.now() + rules.trialDays * 86_400_000).toISOString().slice(0, 10) : null;
      const user = await db
        .insertInto('users')
        .values({
          email: customer.email,
          password_hash: await hashPassword(customer.password),
          greeting: customer.greeting,
          first_name: customer.firstName,
          last_name: customer.lastName,
          company_name: customer.companyName,
          phone_number: customer.phoneNumber ?? null,
          email_newsletter: customer.newsletter,
          license_type: trial ? LICENSE.trial : LICENSE.concept,
          license_expiration: expiration,
          email_confirmed: false,
        })
        // A parallel registration of the same address loses quietly, like any existing address.
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returning(['id', 'email', 'greeting', 'last_name'])
        .executeTakeFirst();
      if (!user) return;
      await deps.terms.acceptCurrent(user.id);
      await sendConfirmation(user);
    },

    /**
     * Confirms the user's address (from a mail link, or by an admin); the welcome mail follows the
     * first confirmation only, so a link used after an admin's confirmation sends no second one.
     */
    async confirmEmail(userId: number): Promise<void> {
      const user = await db
        .updateTable('users')
        .set({ email_confirmed: true, updated_at: new Date() })
        .where('id', '=', userId)
        .where('email_confirmed', '=', false)
        .returning(['id', 'email', 'greeting', 'last_name'])
        .executeTakeFirst();
      if (user) await mailer.send({ to: user.email, userId: user.id, slug: 'welcome', data: { greeting: user.greeting, lastName: user.last_name } });
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
