import type { QueuedRegistration } from '../db/schema.js';
import { hashPassword } from '../auth/passwords.js';
import type { AccountRequest } from './account-requests.js';
import { randomAnswerDeferralMs } from './answer-deferral.js';
import type { RegistrationDeps } from './registration-deps.js';

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

async function enqueue(
  deps: Pick<RegistrationDeps, 'db' | 'answerDeferralMs'>,
  values: { purpose: AccountRequest['purpose']; email: string; registration?: QueuedRegistration },
): Promise<Date> {
  const dueAt = new Date(Date.now() + (deps.answerDeferralMs ?? randomAnswerDeferralMs)());
  await deps.db
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

/**
 * Registers a customer. A known and an unknown address take the same path, so neither the answer
 * nor its time tells which addresses have accounts (decision 013): the password is hashed either
 * way and the form queued, due at a random moment shortly after the answer (decision 030); the
 * account is created, or the owner of a taken address mailed, then (resolveAccountRequest).
 * Answers when the request is due.
 */
export async function registerCustomer(
  deps: Pick<RegistrationDeps, 'db' | 'terms' | 'answerDeferralMs'>,
  customer: NewCustomer,
): Promise<Date> {
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
  return enqueue(deps, { purpose: 'registration', email: customer.email, registration });
}

/** Queues the reset mail for any address, known or not; the answer is the same for both. Answers when the request is due. */
export async function requestPasswordReset(deps: Pick<RegistrationDeps, 'db' | 'answerDeferralMs'>, email: string): Promise<Date> {
  return enqueue(deps, { purpose: 'password-reset', email });
}
