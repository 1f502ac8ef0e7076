import { yearlyLicenseTypes, type LicenseType } from '@bfsm/api-adapter';
import { addDays } from './portal-time-zone.js';

interface LicenceFacts {
  license_type: number;
  license_expiration: string | null;
}

/** Whether the account holds a yearly licence with an end (not a trial, Concept or none). */
export function holdsYearlyLicence(user: LicenceFacts): user is LicenceFacts & { license_expiration: string } {
  return yearlyLicenseTypes.includes(user.license_type as LicenseType) && user.license_expiration !== null;
}

/**
 * The grace period of a yearly licence past its last day (decision 066): its last day, while
 * `today` lies in it; otherwise null (the licence runs, has no end, is no yearly one, or the
 * grace period is over). Days are Berlin calendar days, as the licence's end is.
 */
export function graceLastDay(user: LicenceFacts, today: string, graceDays: number): string | null {
  if (!holdsYearlyLicence(user) || user.license_expiration >= today) return null;
  const lastDay = addDays(user.license_expiration, graceDays);
  return lastDay >= today ? lastDay : null;
}

/** Whether the licence is over for good on `today`: past its end and past a yearly licence's grace period. */
export function licenceHasEnded(user: LicenceFacts, today: string, graceDays: number): boolean {
  if (user.license_expiration === null || user.license_expiration >= today) return false;
  return graceLastDay(user, today, graceDays) === null;
}
