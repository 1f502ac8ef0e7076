import { customerTexts } from '../texts';

export interface AccountTab {
  key: string;
  /** The tab's title; the dashboard tab carries the product name from the menu info. */
  title: (product: string | undefined) => string;
  /** The tab's address, for the signed-in user or, for admins, the user `userId`. */
  href: (userId: string | undefined) => string;
}

function forUser(base: string, userId: string | undefined): string {
  return userId ? `${base}/${encodeURIComponent(userId)}` : base;
}

/** The tabs of the account area, in their order. */
export const accountTabs: AccountTab[] = [
  {
    key: 'dashboard',
    title: (product) => product ?? customerTexts.account.dashboardFallbackTitle,
    href: (userId) => forUser('/account', userId),
  },
];
