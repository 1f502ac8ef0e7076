import type { MenuInfo, UserInfo } from '@bfsm/api-adapter';

export function menuInfoFixture(overrides: Partial<MenuInfo> = {}): MenuInfo {
  return {
    menu: { product: 'Brandfallsteuermatrix', supportEmail: 'support@example.test', helpCenterUrl: 'https://hilfe.example.test' },
    signedIn: true,
    isAdmin: false,
    isTrial: false,
    isViewer: false,
    isConcept: false,
    daysValidity: null,
    logoutUrl: '/logout?token=abc',
    ...overrides,
  };
}

export const anonymousMenuInfo = menuInfoFixture({ signedIn: false, logoutUrl: '' });

export function userInfoFixture(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    roles: ['ROLE_USER'],
    adminRights: false,
    email: 'anna.mueller@example.test',
    greeting: 'Herr',
    firstName: 'Anton',
    lastName: 'Müller',
    companyName: 'Müller Brandschutz GmbH',
    phoneNumber: null,
    emailNewsletter: false,
    licenseType: 6,
    licenseExpiration: '2026-03-31',
    licensePool: null,
    limitedUser: false,
    invitations: [],
    has_completed_install: true,
    loggedInApp: true,
    nextCustomer: true,
    ...overrides,
  };
}
