import * as z from 'zod/mini';
import { successAnswer } from './answers.js';
import { signInAnswer } from './auth.js';
import { adminOnly, publicAccess, signedIn, signedInWithFreshProof } from './access.js';
import { defineCall, defineTokenCall } from './define.js';
import { formToken, recordId, oneLineText } from './fields.js';

/** The second factor (TOTP) of the signed-in user, its set-up, and what admins do about others' (decision 027). */

export const secondFactorStatus = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number(),
  /** An admin without a second factor while the operator requires one: the back-office stays closed until it is set up. */
  setupRequired: z.boolean(),
  /**
   * The account has a passkey: signed in with it, an admin meets the operator's rule without an
   * authenticator app (decision 043), which the account says where the set-up is required.
   */
  hasPasskey: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

export const getSecondFactor = defineCall({
  name: 'getSecondFactor',
  method: 'GET',
  path: '/webapi/second-factor',
  access: signedIn,
  encoding: 'none',
  response: secondFactorStatus,
});

export const secondFactorToken = defineTokenCall('secondFactorToken', '/webapi/second-factor-token', 'second-factor', signedIn);

/** A six-digit code of the authenticator app, or a recovery code. */
const code = oneLineText(z.maxLength(40));

/** Starts (or starts over) a set-up: a new secret, not yet in force until confirmSecondFactor. */
export const startSecondFactorSetup = defineCall({
  name: 'startSecondFactorSetup',
  method: 'POST',
  path: '/webapi/second-factor/setup',
  // A training account's password is shared: one trainee's phone must not lock the others out.
  access: { ...signedInWithFreshProof, allowedWithoutConsent: true, refusesLimitedUser: true },
  encoding: 'form',
  body: z.object({ _token: formToken }),
  /** The secret as text (base32) and as otpauth address and QR code (an SVG data address) for the app. */
  response: z.object({ secret: z.string(), otpauthUri: z.string(), qrCode: z.string() }),
  token: { call: secondFactorToken, field: 'body._token' },
});

/** The first code from the app puts the second factor in force; the answer shows the ten recovery codes once. */
export const confirmSecondFactor = defineCall({
  name: 'confirmSecondFactor',
  method: 'POST',
  path: '/webapi/second-factor/confirm',
  access: { ...signedInWithFreshProof, allowedWithoutConsent: true, refusesLimitedUser: true },
  encoding: 'form',
  body: z.object({ code, _token: formToken }),
  response: z.object({ success: z.literal(true), recoveryCodes: z.array(z.string()) }),
  token: { call: secondFactorToken, field: 'body._token' },
});

/** Switches the own second factor off; a current code (or recovery code) proves it is the owner. */
export const disableSecondFactor = defineCall({
  name: 'disableSecondFactor',
  method: 'POST',
  path: '/webapi/second-factor/disable',
  access: signedIn,
  encoding: 'form',
  body: z.object({ code, _token: formToken }),
  response: successAnswer,
  token: { call: secondFactorToken, field: 'body._token' },
});

/**
 * 'Neue Wiederherstellungscodes': replaces all recovery codes of the own second factor, after a
 * fresh proof of who the caller is (decision 051). The answer shows the new codes once.
 */
export const renewRecoveryCodes = defineCall({
  name: 'renewRecoveryCodes',
  method: 'POST',
  path: '/webapi/second-factor/recovery-codes',
  access: { ...signedInWithFreshProof, refusesLimitedUser: true },
  encoding: 'form',
  body: z.object({ _token: formToken }),
  response: z.object({ success: z.literal(true), recoveryCodes: z.array(z.string()) }),
  token: { call: secondFactorToken, field: 'body._token' },
});

/**
 * 'Identität bestätigen' (decision 051): the signed-in user proves again who he is, with his
 * password and, where the account has an authenticator app, its code (or a recovery code). For
 * a few minutes after it the calls that add a way to sign in are open. An account whose only
 * second factor is a passkey confirms with the passkey instead (a passkey sign-in).
 */
export const confirmIdentity = defineCall({
  name: 'confirmIdentity',
  method: 'POST',
  path: '/webapi/confirm-identity',
  access: { ...signedIn, allowedWithoutConsent: true },
  encoding: 'form',
  body: z.object({ password: z.string().check(z.maxLength(4096)), code: z.optional(code), _token: formToken }),
  response: successAnswer,
  token: { call: secondFactorToken, field: 'body._token' },
});

/** The second step of signing in: the code for the account whose password was right in this browser. */
export const checkLoginCode = defineCall({
  name: 'checkLoginCode',
  method: 'POST',
  path: '/check-login-code',
  access: publicAccess,
  errors: ['invalid-credentials'],
  encoding: 'form',
  body: z.object({ code }),
  /** After a recovery code: how many are left, so the login can say so (and offer new ones when few remain). */
  response: z.extend(signInAnswer, { recoveryCodesLeft: z.optional(z.number()) }),
  startsSession: true,
});

/** What an admin sees of another user's sign-in: a lock by the throttle, and whether a second factor is set up. */
export const getUserSecurity = defineCall({
  name: 'getUserSecurity',
  method: 'GET',
  path: '/webapi/admin/user-security/:userId',
  access: adminOnly,
  encoding: 'none',
  params: z.object({ userId: recordId }),
  response: z.object({ lockedUntil: z.nullable(z.string()), secondFactorEnabled: z.boolean() }),
});

export const unlockSignIn = defineCall({
  name: 'unlockSignIn',
  method: 'POST',
  path: '/webapi/admin/user-security/:userId/unlock',
  access: adminOnly,
  encoding: 'form',
  params: z.object({ userId: recordId }),
  body: z.object({ _token: formToken }),
  response: successAnswer,
  token: { call: secondFactorToken, field: 'body._token' },
});

/** For a user who lost his phone and his recovery codes: he signs in with the password alone and may set it up anew. */
export const resetSecondFactor = defineCall({
  name: 'resetSecondFactor',
  method: 'POST',
  path: '/webapi/admin/user-security/:userId/reset-second-factor',
  access: adminOnly,
  encoding: 'form',
  params: z.object({ userId: recordId }),
  body: z.object({ _token: formToken }),
  response: successAnswer,
  token: { call: secondFactorToken, field: 'body._token' },
});
