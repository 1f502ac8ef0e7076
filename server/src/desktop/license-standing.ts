import { LICENSE } from '@bfsm/api-adapter';
import { portalDate } from '../calendar/portal-time-zone.js';
import { HttpError } from '../http/http-error.js';
import type { UserRow } from '../sessions/session-store.js';
import { desktopTexts } from './desktop-texts.js';
import { trialHasEnded } from '../trial/ended-trial.js';

/**
 * Why the account may not hold a licence file now, or undefined when it may: training accounts
 * ('limited users'), accounts without a licence (type 'Keine', such as an ended trial, also before
 * the trial's course has written it) and licences past their last day (until 23:59 Berlin time).
 */
export function licenseRefusal(
  user: Pick<UserRow, 'fixed_password_account' | 'license_type' | 'license_expiration'>,
  now: Date,
  product: string,
): HttpError | undefined {
  if (user.fixed_password_account) return new HttpError(403, 'limited-user', desktopTexts.limitedUser);
  if (user.license_type === LICENSE.none || trialHasEnded(user, now))
    return new HttpError(403, 'no-license', desktopTexts.noLicense(product));
  if (user.license_expiration !== null && user.license_expiration < portalDate(now))
    return new HttpError(403, 'no-license', desktopTexts.expired(user.license_expiration));
  return undefined;
}
