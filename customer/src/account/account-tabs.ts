import { poolOwnerLicenseTypes, type LicenseType, type UserInfo } from '@bfsm/api-adapter';
import { accountTexts } from './account-texts';

const t = accountTexts.tabs;

export type AccountTabKey = 'dashboard' | 'profile' | 'changePassword' | 'subscription' | 'invoices' | 'advanced' | 'pool';

/** Who looks at whose account: the signed-in viewer and the user shown (the same person unless an admin views another user). */
export interface AccountView {
  viewer: UserInfo;
  user: UserInfo;
}

export interface AccountTab {
  key: AccountTabKey;
  /** The tab's title; the dashboard tab carries the product name from the menu info. */
  title: (product: string | undefined) => string;
  /** The tab's address, for the signed-in user or, for admins, the user `userId`. */
  href: (userId: string | undefined) => string;
  /** Whether the tab bar shows the tab; without this, always. */
  shownTo?: (view: AccountView) => boolean;
}

function forUser(base: string, userId: string | undefined): string {
  return userId ? `${base}/${encodeURIComponent(userId)}` : base;
}

const titled = (title: string) => () => title;

/** Owners of a pool with licence type 1 or 6 manage its viewers; admins see the tab on such a user too. */
export function hasManagedPool(user: UserInfo): boolean {
  return user.licensePool !== null && poolOwnerLicenseTypes.includes(user.licenseType as LicenseType);
}

/** The tabs of the account area, in their order (README, 'The account area'). */
export const accountTabs: AccountTab[] = [
  {
    key: 'dashboard',
    title: (product) => product ?? t.dashboardFallback,
    href: (userId) => forUser('/account', userId),
  },
  { key: 'profile', title: titled(t.profile), href: (userId) => forUser('/account/edit', userId) },
  { key: 'changePassword', title: titled(t.changePassword), href: (userId) => forUser('/account/changePw', userId) },
  { key: 'subscription', title: titled(t.subscription), href: (userId) => forUser('/account/manage_subscription', userId) },
  // An admin sees a customer's invoices in the back-office's 'Rechnungen', not here: this tab lists the viewer's own.
  {
    key: 'invoices',
    title: titled(t.invoices),
    href: () => '/account/invoices',
    shownTo: ({ viewer, user }) => viewer.id === user.id,
  },
  {
    key: 'advanced',
    title: titled(t.advanced),
    href: (userId) => forUser('/account/advanced-details', userId),
    shownTo: ({ viewer }) => viewer.adminRights,
  },
  {
    key: 'pool',
    title: titled(t.pool),
    href: (userId) => forUser('/account/my-pool', userId),
    shownTo: ({ user }) => hasManagedPool(user),
  },
];

export function tabsShownTo(view: AccountView): AccountTab[] {
  return accountTabs.filter((tab) => tab.shownTo?.(view) ?? true);
}
