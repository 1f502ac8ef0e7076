import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { numericId } from './fields.js';

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
  licensePool: z.nullable(z.number()),
  limitedUser: z.boolean(),
  /** Pending invitations addressed to this user's e-mail address. */
  invitations: z.array(z.object({ id: z.number() })),
  has_completed_install: z.boolean(),
  nextCustomer: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const getUserInfo = defineCall({
  name: 'getUserInfo',
  method: 'GET',
  path: '/webapi/userinfo/:id?',
  access: 'user',
  encoding: 'none',
  params: z.object({ id: z.optional(numericId) }),
  response: userInfo,
});

export const userListFilters = ['all', 'licensed', 'paying', 'concept', 'spam'] as const;
export type UserListFilter = (typeof userListFilters)[number];
export const userListSortFields = ['sortindex', 'email', 'name', 'owner', 'license', 'has_completed_install', 'free_account', 'created', 'expiration'] as const;

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
});
export type UserListRow = z.infer<typeof userListRow>;

export const listUsers = defineCall({
  name: 'listUsers',
  method: 'GET',
  path: '/webapi/admin/users/:filter',
  access: 'admin',
  encoding: 'none',
  params: z.object({ filter: z.enum(userListFilters) }),
  query: z.object({
    /** Every word must match e-mail, name or owner. */
    term: z.optional(z.string()),
    sort: z.optional(z.enum(userListSortFields)),
    order: z.optional(z.enum(['ASC', 'DESC'])),
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
    perPage: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000))),
  }),
  response: z.object({ total: z.number(), users: z.array(userListRow) }),
});
