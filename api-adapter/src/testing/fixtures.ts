import { getMenuInfo, type MenuInfo } from '../contract/auth.js';
import type { ActivatedDevices } from '../contract/devices.js';
import { checkInvitation, type InvitationCheck } from '../contract/invitations.js';
import { getOverview, overviewFigureKeys, type Overview } from '../contract/overview.js';
import { getOrder, type Order } from '../contract/orders.js';
import { getPool, type Pool } from '../contract/pools.js';
import { getReference, type Reference } from '../contract/references.js';
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
    needsLicense: false,
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
    licenseGraceUntil: null,
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

/** An order as its calls answer it: a request for three Classic devices; a quote, an order or a renewal by its overrides. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return contractAnswer(getOrder, {
    id: 17,
    userId: 4,
    email: 'kunde@example.test',
    state: 'requested',
    edition: 'classic',
    devices: 3,
    insightViewers: 0,
    onsiteViewers: 0,
    message: '',
    lines: null,
    discountCents: 0,
    discountReason: null,
    netCents: null,
    validUntil: null,
    purchaseOrder: null,
    termStart: null,
    termEnd: null,
    deliverBeforePayment: false,
    createdAt: '2026-11-20T09:00:00.000Z',
    quotedAt: null,
    acceptedAt: null,
    paidOn: null,
    cancelledAt: null,
    renewsLicenceEnd: null,
    declinedAt: null,
    declineReason: null,
    ...overrides,
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
    owner_name: null,
    ...overrides,
  };
  return contractAnswer(listUsers, { total: 1, users: [row] }).users[0] as UserListRow;
}

/**
 * The pool of an owner (user 7) with one Insight member, one pending onSite invitation and one
 * free licence of each type; the counts agree with the lists.
 */
export function poolFixture(overrides: Partial<Pool> = {}): Pool {
  return contractAnswer(getPool, {
    id: 3,
    name: 'Müller Brandschutz GmbH',
    owner: { id: 7, email: 'anna.mueller@example.test', greeting: 'Herr', firstName: 'Anton', lastName: 'Müller' },
    members: [
      {
        memberId: 21,
        poolId: 3,
        email: 'ines@example.test',
        licenseType: 8,
        member: { greeting: 'Frau', firstName: 'Ines', lastName: 'Insight' },
      },
    ],
    invites: [
      {
        id: 31,
        email: 'otto@example.test',
        licenseType: 9,
        created: '2026-03-02T09:30:00.000Z',
        expires: '2026-03-16T09:30:00.000Z',
        expired: false,
      },
    ],
    available_licenses: [
      { id: 12, licenseType: 8 },
      { id: 14, licenseType: 9 },
    ],
    licenseCounts: [
      { licenseType: 8, total: 2, assigned: 1, reserved: 0, free: 1 },
      { licenseType: 9, total: 2, assigned: 0, reserved: 1, free: 1 },
    ],
    reportedInvites: [],
    ...overrides,
  });
}

/** The check of an invitation to Insight for a new user, opened with its code by nobody signed in. */
export function invitationCheckFixture(overrides: Partial<InvitationCheck> = {}): InvitationCheck {
  return contractAnswer(checkInvitation, {
    success: true,
    email: 'neu@example.test',
    existingUser: false,
    invitingUser: 'Anton Müller',
    licenseType: 8,
    needsLogin: false,
    wrongUser: false,
    hasLicense: false,
    ...overrides,
  });
}

/** A reference (showcase entry) with uploaded images, shown on the homepage. */
export function referenceFixture(overrides: Partial<Reference> = {}): Reference {
  const folder = '/uploads/references/0b7c2f4e-1a2b-4c3d-8e9f-001122334455';
  return contractAnswer(getReference, {
    id: 5,
    title: 'Klinikum Nord',
    teaserURL: `${folder}/350.jpg`,
    teaserURLLarge: `${folder}/700.jpg`,
    teaserText: 'Brandfallsteuerung für zwölf Gebäude',
    imageURL: `${folder}/900.jpg`,
    imageURLLarge: `${folder}/1800.jpg`,
    licenseText: 'Foto: Muster GmbH',
    showOnHomepage: true,
    teaserWebpURL: `${folder}/350.webp`,
    teaserWebpURLLarge: `${folder}/700.webp`,
    imageWebpURL: `${folder}/900.webp`,
    imageWebpURLLarge: `${folder}/1800.webp`,
    ...overrides,
  });
}

/** A device list as the server answers it: none activated of one, two replacements left, the 4-day offline period. */
export function activatedDevicesFixture(overrides: Partial<ActivatedDevices> = {}): ActivatedDevices {
  return {
    maximum_allowed_devices: 1,
    activated_devices: 0,
    devices: [],
    replacements: { per_year: 2, used: 0, left: 2 },
    replaced_devices: [],
    offline_license_days: 4,
    ...overrides,
  };
}

/**
 * 'Übersicht' on 2026-11-28 of a quiet portal: every figure 0, the 12 months up to November 2026
 * without revenue or renewals, 2 renewals due.
 */
export function overviewFixture(overrides: Partial<Overview> = {}): Overview {
  const months = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2025, 11 + index, 1)).toISOString().slice(0, 7));
  const spans = { today: 0, last7Days: 0, last30Days: 0 };
  return contractAnswer(getOverview, {
    today: '2026-11-28',
    // Parsed by the contract below: a key missing here fails where the fixture is built.
    figures: Object.fromEntries(overviewFigureKeys.map((key) => [key, spans])) as Overview['figures'],
    activeDevices: 0,
    weeks: [],
    days: [],
    money: {
      months: months.map((month) => ({ month, revenueNetCents: 0 })),
      openCents: 0,
      overdueCents: 0,
      renewalsDue: 2,
      renewalMonths: months.map((month) => ({ month, renewed: 0, declined: 0, lapsed: 0 })),
    },
    mailQueue: { waiting: 0, stuck: 0, stuckAfterMinutes: 30, oldestWaitingSince: null },
    ...overrides,
  });
}
