import { LICENSE } from '@bfsm/api-adapter';
import { portalDate } from '../calendar/portal-time-zone.js';
import { licenceHasEnded } from '../calendar/licence-grace.js';
import { DomainError } from '../errors/domain-error.js';
import { trialHasEnded } from '../trial/ended-trial.js';
import type { UserRow } from '../db/rows.js';

/** Why an account holds no licence file: a training account, no licence, or one past its last day. */
export type LicenseRefusal = DomainError<'trainingAccount' | 'noLicense' | 'licenseExpired'>;

/**
 * Why the account may not hold a licence file now, or undefined when it may: training accounts
 * ('limited users'), accounts without a licence (type 'Keine', such as an ended trial, also before
 * the trial's course has written it) and licences past their last day (until 23:59 Berlin time)
 * and, for a yearly licence, past its grace period (decision 066).
 */
export function licenseRefusal(
  user: Pick<UserRow, 'fixed_password_account' | 'license_type' | 'license_expiration'>,
  now: Date,
  terms: { product: string; graceDays: number },
): LicenseRefusal | undefined {
  if (user.fixed_password_account) return new DomainError('trainingAccount');
  if (user.license_type === LICENSE.none || trialHasEnded(user, now)) return new DomainError('noLicense', { product: terms.product });
  if (user.license_expiration !== null && licenceHasEnded(user, portalDate(now), terms.graceDays))
    return new DomainError('licenseExpired', { expiration: user.license_expiration });
  return undefined;
}
