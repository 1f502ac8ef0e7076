import { LICENSE, type MenuInfo } from '@bfsm/api-adapter';
import { isAdmin } from '../db/roles.js';
import { daysLeft } from '../calendar/days-left.js';
import type { UserRow } from '../db/rows.js';

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
