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
import type { AccountRequest } from './account-requests.js';
import type { QueuedRegistration } from '../db/schema.js';

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
  terms: Pick<TermsService, 'currentVersion'>;
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

  /** The account of a queued registration, with its consent to the terms; nothing when the address has one. */
  async function createAccount(email: string, registration: QueuedRegistration): Promise<void> {
    const trial = registration.edition === 'next-trial';
    const expiration = trial ? new Date(Date.now() + rules.trialDays * 86_400_000).toISOString().slice(0, 10) : null;
    await db
      .with('new_user', (qb) =>
        qb
          .insertInto('users')
          .values({
            email,
            password_hash: registration.passwordHash,
            greeting: registration.greeting,
            first_name: registration.firstName,
            last_name: registration.lastName,
            company_name: registration.companyName,
            phone_number: registration.phoneNumber,
            email_newsletter: registration.newsletter,
            license_type: trial ? LICENSE.trial : LICENSE.concept,
            license_expiration: expiration,
            email_confirmed: false,
          })
          // A taken address (also by a parallel registration) creates nothing.
          .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
          .returning('id'),
      )
      .insertInto('terms_acceptances')
      .columns(['user_id', 'version', 'accepted_at'])
      .expression((eb) => eb.selectFrom('new_user').select(['new_user.id', sql.val(registration.termsVersion).as('version'), sql.val(new Date()).as('accepted_at')]))
      .execute();
  }

  return {
    sendConfirmation,

    /**
     * Registers a customer. A known and an unknown address take the same path, so neither the
     * answer nor its time tells which addresses have accounts (decision 013): the password is
     * hashed either way and the form queued; the account is created, or the owner of a taken
     * address mailed, after the answer (resolveAccountRequest).
     */
    async register(customer: NewCustomer): Promise<void> {
      const registration: QueuedRegistration = {
        passwordHash: await hashPassword(customer.password),
        greeting: customer.greeting,
        firstName: customer.firstName,
        lastName: customer.lastName,
        companyName: customer.companyName,
        phoneNumber: customer.phoneNumber ?? null,
        newsletter: customer.newsletter,
        edition: customer.edition,
        termsVersion: deps.terms.currentVersion,
      };
      await db.insertInto('account_requests').values({ purpose: 'registration', email: customer.email, registration: JSON.stringify(registration) }).execute();
    },

    /** Queues the reset mail for any address, known or not; the answer is the same for both. */
    async requestPasswordReset(email: string): Promise<void> {
      await db.insertInto('account_requests').values({ purpose: 'password-reset', email }).execute();
    },

    /**
     * Carries out a queued request once nobody waits for it. A registration creates its account
     * unless the address has one. Then: an unknown address gets nothing; a reset request a reset
     * link; a registration a confirmation link while the address is unconfirmed (the new account,
     * or one registered again before confirming), otherwise the reset mail that says someone
     * tried to register the address again.
     */
    async resolveAccountRequest(request: Pick<AccountRequest, 'purpose' | 'email' | 'registration'>): Promise<void> {
      if (request.registration) await createAccount(request.email, request.registration);
      const user = await deps.users.findByEmail(request.email);
      // A training account's password cannot be reset, so its link could only be refused.
      if (!user || (user.fixed_password_account && request.purpose === 'password-reset')) return;
      if (request.purpose === 'password-reset') await sendPasswordReset(user, 'requested');
      else if (user.email_confirmed) await sendPasswordReset(user, 'registration-attempt');
      else await sendConfirmation(user);
    },

    /**
     * Confirms the user's address (from a mail link, or by an admin); the welcome mail follows the
     * first confirmation only, so a link used after an admin's confirmation sends no second one.
     */
    /** Answers whether the address was unconfirmed until now. */
    async confirmEmail(userId: number): Promise<boolean> {
      const user = await db
        .updateTable('users')
        .set({ email_confirmed: true, email_confirmed_at: new Date(), updated_at: new Date() })
        .where('id', '=', userId)
        .where('email_confirmed', '=', false)
        .returning(['id', 'email', 'greeting', 'last_name'])
        .executeTakeFirst();
      if (user) await mailer.send({ to: user.email, userId: user.id, slug: 'welcome', data: { greeting: user.greeting, lastName: user.last_name } });
      return user !== undefined;
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
