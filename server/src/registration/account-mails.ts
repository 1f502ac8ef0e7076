import { createHash, randomBytes } from 'node:crypto';
import type { PendingRegistration } from '../db/schema.js';
import { link } from '../mail/link.js';
import type { MailContext } from '../mail/mail-context.js';
import { renderMail } from '../mail/render-mail.js';
import { mayMailAccountAddress } from './account-mail-limit.js';
import { registrationBehindPassword } from './pending-registration.js';
import { confirmCodeLifetimeMinutes, resetCodeLifetimeMinutes, type RegistrationDeps } from './registration-deps.js';

export type Recipient = { id: number; email: string; greeting: string | null; last_name: string | null };

/** The confirmation link, bound to the registration it confirms when there is one. */
export async function mailConfirmation(
  deps: Pick<RegistrationDeps, 'codes' | 'mailer' | 'mailContext'>,
  user: Recipient,
  registration: PendingRegistration | undefined,
): Promise<void> {
  const code = await deps.codes.issue(user.id, 'confirm-email', confirmCodeLifetimeMinutes, registration ? { registration } : {});
  // The registrant's own greeting: the mail answers the registration it confirms.
  const addressed = registration
    ? { greeting: registration.greeting, lastName: registration.lastName }
    : { greeting: user.greeting, lastName: user.last_name };
  await deps.mailer.send({
    to: user.email,
    userId: user.id,
    slug: 'register',
    data: { ...addressed, confirmUrl: link(deps.mailContext, `/confirm-mail/${code}`) },
  });
}

export async function mailPasswordReset(
  deps: Pick<RegistrationDeps, 'codes' | 'mailer' | 'mailContext'>,
  user: { id: number; email: string },
  reason: 'requested' | 'registration-attempt',
): Promise<void> {
  const code = await deps.codes.issue(user.id, 'reset-password', resetCodeLifetimeMinutes);
  await deps.mailer.send({
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
export function workAsIfMailed(mailContext: MailContext): void {
  const code = randomBytes(32).toString('base64url');
  createHash('sha256').update(code).digest('hex');
  renderMail('forgotten', { resetUrl: link(mailContext, `/confirm-forgotten-password/${code}`), reason: 'requested' }, mailContext);
}

/**
 * A fresh confirmation link for someone who signed in with the account's right password before
 * confirming. It confirms the registration behind that password, and leaves the links of other
 * registrations of the address alone (decision 030).
 */
export async function sendConfirmation(deps: RegistrationDeps, user: Recipient & { password_hash: string | null }): Promise<void> {
  if (!(await mayMailAccountAddress(deps.mailLimit, user.email))) return;
  await mailConfirmation(deps, user, await registrationBehindPassword(deps.db, user));
}
