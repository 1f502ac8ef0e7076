import * as z from 'zod/mini';
import { publicAccess } from './access.js';
import { defineCall } from './define.js';

/** Sign-in, sign-out and what the shell needs to draw its menu. */

/**
 * The answer of every call that starts a session (`startsSession`). secondFactor: the account has
 * a second factor, so nobody is signed in yet; the code goes to checkLoginCode in this browser.
 */
export const signInAnswer = z.object({ success: z.literal(true), secondFactor: z.optional(z.literal(true)) });
export type SignInAnswer = z.infer<typeof signInAnswer>;

export const menuInfo = z.object({
  /**
   * Content that is not a flag, configured by the operator: the product name (for
   * 'Jetzt {product} Lizenz kaufen!' and the dashboard tab), the support address, the help centre
   * and the phone number for orders by invoice (absent when the operator set none).
   */
  menu: z.object({ product: z.string(), supportEmail: z.string(), helpCenterUrl: z.string(), salesPhone: z.optional(z.string()) }),
  signedIn: z.boolean(),
  isAdmin: z.boolean(),
  isTrial: z.boolean(),
  isViewer: z.boolean(),
  isConcept: z.boolean(),
  /** The account holds no licence (type 'Keine'), such as an ended trial: the menu offers to buy one. */
  needsLicense: z.boolean(),
  /** Whole days of licence left (trial), null without an expiry. */
  daysValidity: z.nullable(z.number()),
  /** Where 'Abmelden' leads; carries the sign-out token of the session. Empty when anonymous. */
  logoutUrl: z.string(),
});
export type MenuInfo = z.infer<typeof menuInfo>;

export const getMenuInfo = defineCall({
  name: 'getMenuInfo',
  method: 'GET',
  path: '/webapi/menuinfo',
  access: publicAccess,
  /** A signed-in user who has not accepted the current terms is sent to the consent screen. */
  errors: ['terms-consent'],
  encoding: 'none',
  response: menuInfo,
});

export const checkLogin = defineCall({
  name: 'checkLogin',
  method: 'POST',
  path: '/check-login',
  access: publicAccess,
  errors: ['invalid-credentials', 'email-not-confirmed'],
  encoding: 'form',
  body: z.object({ username: z.string(), password: z.string() }),
  /** secondFactor: the password was right and the account has a second factor: checkLoginCode signs in. */
  response: signInAnswer,
  startsSession: true,
});

/** The `logoutUrl` of menuinfo: ends the session on the server and sends the browser to the start page. */
export const logout = defineCall({
  name: 'logout',
  method: 'GET',
  path: '/logout',
  access: publicAccess,
  encoding: 'none',
  query: z.object({ token: z.optional(z.string()) }),
  response: z.object({ success: z.literal(true) }),
  redirects: true,
});
