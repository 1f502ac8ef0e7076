import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, PendingRegistration, QueuedRegistration } from '../db/schema.js';
import { hashPassword } from '../auth/passwords.js';
import type { OneTimeCodes } from '../codes/one-time-codes.js';
import { link } from '../mail/link.js';
import type { Mailer } from '../mail/mailer.js';
import type { MailContext } from '../mail/mail-context.js';
import { renderMail } from '../mail/render-mail.js';
import type { TermsService } from './terms-service.js';
import type { UserDirectory } from '../users/user-directory.js';
import type { AccountRequest } from './account-requests.js';
import { mayMailAccountAddress, type AccountMailLimit } from './account-mail-limit.js';
import { randomAnswerDeferralMs } from './answer-deferral.js';
import {
  applyRegistration,
  createUnconfirmedAccount,
  pendingRegistrationOf,
  registrationBehindPassword,
  rivalRegistrationsPending,
} from './pending-registration.js';

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

type Recipient = { id: number; email: string; greeting: string | null; last_name: string | null };

/** Registration and the mails around it. */
export function createRegistrationService(deps: {
  db: Kysely<Database>;
  users: Pick<UserDirectory, 'findByEmail'>;
  codes: OneTimeCodes;
  mailer: Mailer;
  terms: Pick<TermsService, 'currentVersion'>;
  mailContext: MailContext;
  mailLimit: AccountMailLimit;
  /** Milliseconds between an answer and the work it queued; random by default. */
  answerDeferralMs?: () => number;
}) {
  const { db, codes, mailer } = deps;
  const deferralMs = deps.answerDeferralMs ?? randomAnswerDeferralMs;

  async function mailConfirmation(user: Recipient, registration: PendingRegistration | undefined): Promise<void> {
    const code = await codes.issue(user.id, 'confirm-email', confirmCodeLifetimeMinutes, registration ? { registration } : {});
    // The registrant's own greeting: the mail answers the registration it confirms.
    const addressed = registration
      ? { greeting: registration.greeting, lastName: registration.lastName }
      : { greeting: user.greeting, lastName: user.last_name };
    await mailer.send({
      to: user.email,
      userId: user.id,
      slug: 'register',
      data: { ...addressed, confirmUrl: link(deps.mailContext, `/confirm-mail/${code}`) },
    });
  }

  async function sendPasswordReset(user: { id: number; email: string }, reason: 'requested' | 'registration-attempt'): Promise<void> {
    const code = await codes.issue(user.id, 'reset-password', resetCodeLifetimeMinutes);
    await mailer.send({
      to: user.email,
      userId: user.id,
      slug: 'forgotten',
      data: { resetUrl: link(deps.mailContext, `/confirm-forgotten-password/${code}`), reason },
    });
  }

  /**
   * What an address without an account (or without a mail due) costs instead of a code and a
   * mail: a code derived and a mail rendered, then dropped, so that the work after the answer is
   * alike for every address.
   */
  function workAsIfMailed(): void {
    const code = randomBytes(32).toString('base64url');
    createHash('sha256').update(code).digest('hex');
    renderMail(
      'forgotten',
      { resetUrl: link(deps.mailContext, `/confirm-forgotten-password/${code}`), reason: 'requested' },
      deps.mailContext,
    );
  }

  async function enqueue(values: { purpose: AccountRequest['purpose']; email: string; registration?: QueuedRegistration }): Promise<Date> {
    const dueAt = new Date(Date.now() + deferralMs());
    await db
      .insertInto('account_requests')
      .values({
        purpose: values.purpose,
        email: values.email,
        registration: values.registration ? JSON.stringify(values.registration) : null,
        next_attempt_at: dueAt,
      })
      .execute();
    return dueAt;
  }

  return {
    /**
     * A fresh confirmation link for someone who signed in with the account's right password before
     * confirming. It confirms the registration behind that password, and leaves the links of other
     * registrations of the address alone (decision 030).
     */
    async sendConfirmation(user: Recipient & { password_hash: string | null }): Promise<void> {
      if (!(await mayMailAccountAddress(deps.mailLimit, user.email))) return;
      await mailConfirmation(user, await registrationBehindPassword(db, user));
    },

    /**
     * Registers a customer. A known and an unknown address take the same path, so neither the
     * answer nor its time tells which addresses have accounts (decision 013): the password is
     * hashed either way and the form queued, due at a random moment shortly after the answer
     * (decision 030); the account is created, or the owner of a taken address mailed, then
     * (resolveAccountRequest). Answers when the request is due.
     */
    async register(customer: NewCustomer): Promise<Date> {
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
      return enqueue({ purpose: 'registration', email: customer.email, registration });
    },

    /** Queues the reset mail for any address, known or not; the answer is the same for both. Answers when the request is due. */
    async requestPasswordReset(email: string): Promise<Date> {
      return enqueue({ purpose: 'password-reset', email });
    },

    /**
     * Carries out a queued request once nobody waits for it. Every address first counts towards
     * its limit of account mails; beyond it the request is dropped. A registration creates its
     * account unless the address has one. Then: an unknown address gets nothing; a reset request
     * a reset link; a registration a confirmation link bound to it while the address is
     * unconfirmed (the new account, or one registered again before confirming), otherwise the
     * reset mail that says someone tried to register the address again.
     */
    async resolveAccountRequest(request: Pick<AccountRequest, 'purpose' | 'email' | 'registration'>): Promise<void> {
      if (!(await mayMailAccountAddress(deps.mailLimit, request.email))) return;
      const registration = request.registration ? pendingRegistrationOf(request.registration) : undefined;
      if (registration) await createUnconfirmedAccount(db, request.email, registration);
      const user = await deps.users.findByEmail(request.email);
      // A training account's password cannot be reset, so its link could only be refused.
      if (!user || (user.fixed_password_account && request.purpose === 'password-reset')) return workAsIfMailed();
      if (request.purpose === 'password-reset') await sendPasswordReset(user, 'requested');
      else if (user.email_confirmed) await sendPasswordReset(user, 'registration-attempt');
      else await mailConfirmation(user, registration);
    },

    /**
     * Confirms the user's address, from a mail link (with the registration the link was mailed
     * for, whose password and data the account then takes) or by an admin or a reset link (as the
     * account stands). Any later link changes nothing, as the account is confirmed then. Confirming
     * as it stands while
     * another registration's link is still out leaves no password: nobody can tell whose it is,
     * so the owner sets one with 'Passwort vergessen'. The welcome mail follows the first
     * confirmation only, so a link used after an admin's confirmation sends no second one.
     * Answers whether the address was unconfirmed until now.
     */
    async confirmEmail(userId: number, registration: PendingRegistration | null = null): Promise<boolean> {
      const user = await db.transaction().execute(async (trx) => {
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
        const confirmed = await trx
          .updateTable('users')
          .set({ email_confirmed: true, email_confirmed_at: new Date(), updated_at: new Date() })
          .where('id', '=', userId)
          .where('email_confirmed', '=', false)
          .returning(['id', 'email', 'greeting', 'last_name'])
          .executeTakeFirst();
        return confirmed;
      });
      if (user)
        await mailer.send({
          to: user.email,
          userId: user.id,
          slug: 'welcome',
          data: { greeting: user.greeting, lastName: user.last_name },
        });
      return user !== undefined;
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
