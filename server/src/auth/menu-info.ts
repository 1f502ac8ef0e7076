import { LICENSE, type MenuInfo } from '@bfsm/api-adapter';
import type { UserRow } from '../sessions/session-store.js';
import { isAdmin } from '../users/roles.js';

export interface MenuContent {
  product: string;
  supportEmail: string;
  helpCenterUrl: string;
  /** For orders by invoice; absent when the operator set none. */
  salesPhone?: string | undefined;
}

/** The header menu for a visitor (user null) or a signed-in user. */
export function buildMenuInfo(content: MenuContent, user: UserRow | null, logoutUrl: string, today = new Date()): MenuInfo {
  if (!user) {
    return {
      menu: content,
      signedIn: false,
      isAdmin: false,
      isTrial: false,
      isViewer: false,
      isConcept: false,
      needsLicense: false,
      daysValidity: null,
      logoutUrl: '',
    };
  }
  return {
    menu: content,
    signedIn: true,
    isAdmin: isAdmin(user),
    isTrial: user.license_type === LICENSE.trial,
    isViewer: user.license_type === LICENSE.insight || user.license_type === LICENSE.onSite,
    isConcept: user.license_type === LICENSE.concept,
    needsLicense: user.license_type === LICENSE.none,
    daysValidity: daysLeft(user.license_expiration, today),
    logoutUrl,
  };
}

/** Whole days from today until the licence's last day (it runs until 23:59 of that day); never negative. */
export function daysLeft(expiration: string | null, today: Date): number | null {
  if (expiration === null) return null;
  const end = Date.parse(`${expiration}T00:00:00Z`);
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.max(0, Math.round((end - start) / 86_400_000));
}
