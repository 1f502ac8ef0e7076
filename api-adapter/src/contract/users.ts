import * as z from 'zod/mini';
import { successAnswer } from './answers.js';
import { adminOnly, ownerOrAdmin } from './access.js';
import { defineCall, defineTokenCall } from './define.js';
import { email, formToken, recordId, oneLineText, passwordPair } from './fields.js';

/** The signed-in user (or, for admins, any user) as the apps see it. */
export const userInfo = z.object({
  id: z.number(),
  roles: z.array(z.string()),
  adminRights: z.boolean(),
  email: z.string(),
  greeting: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  companyName: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  emailNewsletter: z.boolean(),
  licenseType: z.number(),
  /** End of the current licence (YYYY-MM-DD), null without one. */
  licenseExpiration: z.nullable(z.string()),
  /** In the grace period after a yearly licence's end (decision 066): its last day (YYYY-MM-DD); null otherwise. */
  licenseGraceUntil: z.nullable(z.string()),
  licensePool: z.nullable(z.number()),
  limitedUser: z.boolean(),
  /** Pending invitations addressed to this user's e-mail address. */
  invitations: z.array(z.object({ id: z.number() })),
  has_completed_install: z.boolean(),
  /** Whether the user has ever signed in in the desktop application (the admins' Erweitert tab). */
  loggedInApp: z.boolean(),
  nextCustomer: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const getUserInfo = defineCall({
  name: 'getUserInfo',
  method: 'GET',
  path: '/webapi/userinfo/:id?',
  access: ownerOrAdmin('own-account', 'id'),
  encoding: 'none',
  params: z.object({ id: z.optional(recordId) }),
  response: userInfo,
});

export const userListFilters = ['all', 'licensed', 'paying', 'concept', 'spam'] as const;
export type UserListFilter = (typeof userListFilters)[number];
export const userListSortFields = [
  'sortindex',
  'email',
  'name',
  'owner',
  'license',
  'has_completed_install',
  'free_account',
  'created',
  'expiration',
] as const;

/** A row of the admin user list. Ids starting with `license_` stand for a licence without its own user row. */
export const userListRow = z.object({
  id: z.string(),
  sortindex: z.number(),
  email: z.string(),
  name: z.string(),
  created: z.string(),
  expiration: z.nullable(z.string()),
  license: z.string(),
  has_completed_install: z.boolean(),
  free_account: z.boolean(),
  owner: z.nullable(z.string()),
  /** A free licence's row only: its owner's name, so the row names whose licence it is; null on user rows. */
  owner_name: z.nullable(z.string()),
});
export type UserListRow = z.infer<typeof userListRow>;

const userListQuery = z.object({
  /** Every word must match e-mail, name or owner. */
  term: z.optional(oneLineText()),
  sort: z.optional(z.enum(userListSortFields)),
  order: z.optional(z.enum(['ASC', 'DESC'])),
});

export const listUsers = defineCall({
  name: 'listUsers',
  method: 'GET',
  path: '/webapi/admin/users/:filter',
  access: adminOnly,
  encoding: 'none',
  params: z.object({ filter: z.enum(userListFilters) }),
  query: z.extend(userListQuery, {
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
    perPage: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000))),
  }),
  response: z.object({ total: z.number(), users: z.array(userListRow) }),
});

/** The name the browser saves the export under (Content-Disposition: attachment). */
export const userExportFileName = 'Benutzer.csv';

/**
 * The whole current view of the user list (every row, with its tab, search and sort) as CSV:
 * `;`-separated, UTF-8 with byte-order mark, streamed by the server as it reads the rows
 * (decision 022). The admin follows it as a plain download link; the answer is the file's text.
 */
export const exportUsers = defineCall({
  name: 'exportUsers',
  method: 'GET',
  path: '/webapi/admin/users-export/:filter',
  access: adminOnly,
  encoding: 'none',
  params: z.object({ filter: z.enum(userListFilters) }),
  query: userListQuery,
  response: z.string(),
  answerMediaType: 'text/csv',
});

/** What only admins see and edit of a user (README, 'The back-office'). */
export const adminUserInfo = z.object({
  licenseType: z.number(),
  /** YYYY-MM-DD, null without an expiry. */
  currentLicenseExpiration: z.nullable(z.string()),
  disableEmail: z.boolean(),
  fixedPasswordAccount: z.boolean(),
  freeAccount: z.boolean(),
  maximumAPIKeys: z.number(),
  /** Simultaneous devices; the profile shows the field for Classic licences only. */
  maximumAllowedDevices: z.number(),
  emailConfirmed: z.boolean(),
  /**
   * The address is unconfirmed and its confirmation link is still outstanding: the profile offers
   * the manual confirmation (confirmMailByAdmin). Stands in for a field emailConfirmCode, which
   * would hand the user's secret to the browser (decision 015).
   */
  emailConfirmPending: z.boolean(),
});
export type AdminUserInfo = z.infer<typeof adminUserInfo>;

export const getAdminUserInfo = defineCall({
  name: 'getAdminUserInfo',
  method: 'GET',
  path: '/webapi/admin-userinfo/:id',
  access: adminOnly,
  encoding: 'none',
  params: z.object({ id: recordId }),
  response: adminUserInfo,
});

/** An admin confirms a user's address by hand; no code leaves the server (decision 015). */
export const confirmMailByAdmin = defineCall({
  name: 'confirmMailByAdmin',
  method: 'POST',
  path: '/webapi/admin-confirm-mail/:userId',
  access: adminOnly,
  encoding: 'none',
  params: z.object({ userId: recordId }),
  response: successAnswer,
});

export const adminRegisterToken = defineTokenCall('adminRegisterToken', '/webapi/admin-register-token', 'admin-register', adminOnly);

/**
 * An admin creates a user; the address counts as confirmed (nobody verifies it). A refused
 * password answers invalid-input with the target `plainPassword.first` or `.second`, an address
 * that has an account 'account-exists' with the target `email`: admins may know that.
 */
export const adminRegister = defineCall({
  name: 'adminRegister',
  method: 'POST',
  path: '/webapi/admin-register',
  access: adminOnly,
  encoding: 'form',
  body: z.object({ email, plainPassword: passwordPair, _token: formToken }),
  response: z.object({ success: z.literal(true), user_id: z.number() }),
  token: { call: adminRegisterToken, field: 'body._token' },
  errors: ['account-exists'],
});

export const deleteUserToken = defineTokenCall('deleteUserToken', '/webapi/deleteUserToken', 'delete-user', adminOnly);

/** Deletes an account and what hangs on it (decision 016); the server refuses an admin's own. */
export const deleteUser = defineCall({
  name: 'deleteUser',
  method: 'DELETE',
  path: '/webapi/users/:id',
  access: adminOnly,
  encoding: 'none',
  params: z.object({ id: recordId }),
  query: z.object({ token: formToken }),
  response: successAnswer,
  token: { call: deleteUserToken, field: 'query.token' },
});

export const adminRightsToken = defineTokenCall('adminRightsToken', '/webapi/adminRightsToken', 'admin-rights', adminOnly);

const adminRightsParams = z.object({ id: recordId, token: formToken });

export const makeAdmin = defineCall({
  name: 'makeAdmin',
  method: 'POST',
  path: '/webapi/users/makeAdmin/:id/:token',
  access: adminOnly,
  encoding: 'none',
  params: adminRightsParams,
  response: successAnswer,
  token: { call: adminRightsToken, field: 'params.token' },
});

/** Revokes admin rights; the server refuses an admin's own, so the portal always keeps an admin. */
export const deleteAdmin = defineCall({
  name: 'deleteAdmin',
  method: 'POST',
  path: '/webapi/users/deleteAdmin/:id/:token',
  access: adminOnly,
  encoding: 'none',
  params: adminRightsParams,
  response: successAnswer,
  token: { call: adminRightsToken, field: 'params.token' },
});
