import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { OneTimeCodes } from '../codes/one-time-codes.js';
import type { Mailer } from '../mail/mailer.js';
import type { MailContext } from '../mail/mail-context.js';
import type { UserDirectory } from '../users/user-directory.js';
import type { AccountMailLimit } from './account-mail-limit.js';
import type { CurrentTerms } from './terms.js';

export const confirmCodeLifetimeMinutes = 7 * 24 * 60;
export const resetCodeLifetimeMinutes = 60;

/** What registration, the reset request and the mails around them need. */
export interface RegistrationDeps {
  db: Kysely<Database>;
  users: Pick<UserDirectory, 'findByEmail'>;
  codes: OneTimeCodes;
  mailer: Mailer;
  terms: Pick<CurrentTerms, 'currentVersion'>;
  mailContext: MailContext;
  mailLimit: AccountMailLimit;
  /** Milliseconds between an answer and the work it queued; random by default. */
  answerDeferralMs?: () => number;
}
