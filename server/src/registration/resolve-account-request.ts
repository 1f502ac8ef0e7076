import type { AccountRequest } from './account-requests.js';
import { mayMailAccountAddress } from './account-mail-limit.js';
import { mailConfirmation, mailPasswordReset, workAsIfMailed } from './account-mails.js';
import { createUnconfirmedAccount, pendingRegistrationOf } from './pending-registration.js';
import type { RegistrationDeps } from './registration-deps.js';

/**
 * Carries out a queued request once nobody waits for it. Every address first counts towards its
 * limit of account mails; beyond it the request is dropped. A registration creates its account
 * unless the address has one. Then: an unknown address gets nothing; a reset request a reset link;
 * a registration a confirmation link bound to it while the address is unconfirmed (the new
 * account, or one registered again before confirming), otherwise the reset mail that says someone
 * tried to register the address again.
 */
export async function resolveAccountRequest(
  deps: RegistrationDeps,
  request: Pick<AccountRequest, 'purpose' | 'email' | 'registration'>,
): Promise<void> {
  if (!(await mayMailAccountAddress(deps.mailLimit, request.email))) return;
  const registration = request.registration ? pendingRegistrationOf(request.registration) : undefined;
  if (registration) await createUnconfirmedAccount(deps.db, request.email, registration);
  const user = await deps.users.findByEmail(request.email);
  // A training account's password cannot be reset, so its link could only be refused.
  if (!user || (user.fixed_password_account && request.purpose === 'password-reset')) return workAsIfMailed(deps.mailContext);
  if (request.purpose === 'password-reset') await mailPasswordReset(deps, user, 'requested');
  else if (user.email_confirmed) await mailPasswordReset(deps, user, 'registration-attempt');
  else await mailConfirmation(deps, user, registration);
}
