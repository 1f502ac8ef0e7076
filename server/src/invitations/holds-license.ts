import { LICENSE } from '@bfsm/api-adapter';
import { portalDate } from '../calendar/portal-time-zone.js';

/** Licence types that stand for a licence of one's own; 'Keine' and the free Concept do not. */
const licensed: readonly number[] = [LICENSE.trial, LICENSE.classic, LICENSE.next, LICENSE.insight, LICENSE.onSite];

/**
 * Whether the user holds a licence, so that accepting an invitation would give him a second one
 * ('Sie können keine Einladung annehmen, da Sie bereits eine Lizenz haben.'). A licence past its
 * expiry (the day's end, Berlin time, as everywhere in the portal) no longer counts; Concept users
 * may move up to a viewer licence.
 */
export function holdsLicense(user: { license_type: number; license_expiration: string | null }, today = portalDate(new Date())): boolean {
  if (!licensed.includes(user.license_type)) return false;
  return user.license_expiration === null || user.license_expiration >= today;
}
