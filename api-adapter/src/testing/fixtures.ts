import { getMenuInfo, type MenuInfo } from '../contract/auth.js';
import { getUserInfo, listUsers, type UserInfo, type UserListRow } from '../contract/users.js';
import { adminRole } from '../domain/roles.js';
import { contractAnswer } from './fake-answers.js';

/**
 * Answers for tests, each parsed by its call's schema (contractAnswer), so a fixture that no
 * longer fits the contract fails where it is built instead of passing a test the app would fail.
 */

export function menuInfoFixture(overrides: Partial<MenuInfo> = {}): MenuInfo {
  return contractAnswer(getMenuInfo, {
    menu: { product: 'Brandfallsteuermatrix', supportEmail: 'support@example.test', helpCenterUrl: 'https://hilfe.example.test' },
    signedIn: true,
    isAdmin: false,
    isTrial: false,
    isViewer: false,
    isConcept: false,
    daysValidity: null,
    logoutUrl: '/logout?token=abc',
    ...overrides,
  });
}

export const anonymousMenuInfo = menuInfoFixture({ signedIn: false, logoutUrl: '' });

/** A customer; `roles: [adminRole]` makes an admin, with adminRights as the server derives it from the roles. */
export function userInfoFixture(overrides: Partial<Omit<UserInfo, 'adminRights'>> = {}): UserInfo {
  const roles = overrides.roles ?? [];
  return contractAnswer(getUserInfo, {
    id: 7,
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
    roles,
    adminRights: roles.includes(adminRole),
  });
}

/** One row of the admin user list. */
export function userListRowFixture(overrides: Partial<UserListRow> = {}): UserListRow {
  const row = {
    id: '5',
    sortindex: 1,
    email: 'anna@example.test',
    name: 'Anna Muster',
    created: '2024-05-31T23:30:00Z',
    expiration: '2025-12-24',
    license: 'Next',
    has_completed_install: true,
    free_account: false,
    owner: null,
    ...overrides,
  };
  return contractAnswer(listUsers, { total: 1, users: [row] }).users[0] as UserListRow;
}
