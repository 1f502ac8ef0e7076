import type { CallDeclaration } from './define.js';
import * as auth from './auth.js';
import * as users from './users.js';
import * as pages from './pages.js';

/**
 * The root contract: every call of spec section 7, by domain. The server registers routes from
 * it and the contract test compares the server's route table with it.
 */
export const contract = {
  auth: { getMenuInfo: auth.getMenuInfo, checkLogin: auth.checkLogin, logout: auth.logout },
  users: { getUserInfo: users.getUserInfo, listUsers: users.listUsers },
  pages: { getPage: pages.getPage },
} as const;

/** Every declared call, flat. */
export function allCalls(): CallDeclaration[] {
  return Object.values(contract).flatMap((domain) => Object.values(domain) as CallDeclaration[]);
}
