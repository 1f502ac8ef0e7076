import { LICENSE } from '@bfsm/api-adapter';
import { portalDate } from '../calendar/portal-time-zone.js';
import type { UserRow } from '../db/rows.js';

type LicenseFacts = Pick<UserRow, 'license_type' | 'license_expiration'>;

/** Whether the user's trial is past its last day (it runs until 23:59 Berlin time of that day). */
export function trialHasEnded(user: LicenseFacts, now: Date): boolean {
  return user.license_type === LICENSE.trial && user.license_expiration !== null && user.license_expiration < portalDate(now);
}

/**
 * The user as the trial's course will have written him: a trial past its last day holds no
 * licence ('Keine', the end date kept). The course runs on a schedule, so until its next round
 * the row still says 'Test'; whatever the user is shown or allowed reads him through this, so the
 * trial ends at midnight and not at the job's next round. Anyone else is returned as he is.
 */
export function withEndedTrial<User extends LicenseFacts>(user: User, now: Date): User {
  return trialHasEnded(user, now) ? { ...user, license_type: LICENSE.none } : user;
}
