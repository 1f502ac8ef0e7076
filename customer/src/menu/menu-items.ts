import type { MenuInfo } from '@bfsm/api-adapter';
import { customerTexts } from '../texts';

export interface MenuItem {
  label: string;
  href: string;
  /** A small flag beside the label, such as 'Neu'. */
  badge?: string;
  /** Drawn as a button that stands out (the call to action). */
  highlighted?: boolean;
}

const t = customerTexts.menu;
const subscriptionPath = '/account/manage_subscription';

/** The items of the header menu for the state that the server reports (server/src/auth/menu-info.ts). */
export function menuItems(info: MenuInfo): MenuItem[] {
  if (!info.signedIn) {
    return [
      { label: t.concept, href: '/concept', badge: t.newBadge },
      { label: t.signIn, href: '/account' },
      { label: t.tryForFree, href: '/register', highlighted: true },
    ];
  }
  const items: MenuItem[] = [];
  if (info.isTrial) items.push({ label: t.trialDaysLeft(Math.max(0, info.daysValidity ?? 0)), href: subscriptionPath });
  // Viewers, and accounts without a licence (an ended trial), are offered the product's licence.
  if (info.isViewer || info.needsLicense) items.push({ label: t.buyLicense(info.menu.product), href: subscriptionPath });
  if (info.isConcept) items.push({ label: t.concept, href: '/concept' });
  items.push({ label: t.account, href: '/account' });
  if (info.isAdmin) items.push({ label: t.admin, href: '/admin/users' });
  // The logout address is a server route that ends the session; the router leaves it to the browser.
  items.push({ label: t.signOut, href: info.logoutUrl });
  return items;
}
