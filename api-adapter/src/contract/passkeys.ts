import * as z from 'zod/mini';
import { texts } from '../domain/texts.js';
import { successAnswer } from './answers.js';
import { signInAnswer } from './auth.js';
import { publicAccess, signedIn, signedInWithFreshProof } from './access.js';
import { defineCall, defineTokenCall } from './define.js';
import { formToken, isoDateTime, recordId, oneLineText } from './fields.js';

/**
 * Passkeys (WebAuthn, decision 043): the signed-in user's own passkeys, and the sign-in with one.
 * The options calls answer what the browser's `navigator.credentials` takes (as SimpleWebAuthn's
 * JSON); the challenge in them is bound to the session and counts once.
 */

export const passkey = z.object({
  id: z.number(),
  /** The user's own name for it ('Laptop'). */
  name: z.string(),
  createdAt: isoDateTime,
  /** Null until it is first used to sign in. */
  lastUsedAt: z.nullable(isoDateTime),
});
export type Passkey = z.infer<typeof passkey>;

/** What the browser passes to navigator.credentials.create()/get(): SimpleWebAuthn's options JSON. */
const ceremonyOptions = z.looseObject({ challenge: z.string() });

const base64url = z.string().check(z.maxLength(4096), z.regex(/^[A-Za-z0-9_-]*$/));
/** Byte strings an authenticator sends: attestation objects may carry certificates. */
const longBase64url = z.string().check(z.maxLength(65536), z.regex(/^[A-Za-z0-9_-]*$/));
const credentialFields = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  clientExtensionResults: z.optional(z.record(z.string(), z.unknown())),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
};

/** A new credential as `@simplewebauthn/browser`'s startRegistration answers it (fields beyond these are dropped). */
export const registrationCredential = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: longBase64url,
    attestationObject: longBase64url,
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
  }),
});

/** An assertion as `@simplewebauthn/browser`'s startAuthentication answers it. */
export const authenticationCredential = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: longBase64url,
    authenticatorData: longBase64url,
    signature: longBase64url,
    userHandle: z.optional(base64url),
  }),
});

/** A passkey's name: one line, not empty, short enough for the list. */
export const passkeyName = oneLineText(z.minLength(1, texts.validation.required), z.maxLength(60, texts.passkeys.nameTooLong));

export const listPasskeys = defineCall({
  name: 'listPasskeys',
  method: 'GET',
  path: '/webapi/passkeys',
  access: signedIn,
  encoding: 'none',
  response: z.array(passkey),
});

export const passkeysToken = defineTokenCall('passkeysToken', '/webapi/passkeys-token', 'passkeys', signedIn);

/** Starts adding a passkey: the options for navigator.credentials.create(), with a new challenge for this session. */
export const startPasskeyRegistration = defineCall({
  name: 'startPasskeyRegistration',
  method: 'POST',
  path: '/webapi/passkeys/registration-options',
  // A training account's password is shared: one trainee's passkey would be in everyone's account.
  access: { ...signedInWithFreshProof, refusesLimitedUser: true },
  encoding: 'form',
  body: z.object({ _token: formToken }),
  response: ceremonyOptions,
  token: { call: passkeysToken, field: 'body._token' },
});

/** The authenticator's answer to that challenge: the passkey is stored under its name. */
export const finishPasskeyRegistration = defineCall({
  name: 'finishPasskeyRegistration',
  method: 'POST',
  path: '/webapi/passkeys',
  access: { ...signedInWithFreshProof, refusesLimitedUser: true },
  errors: ['invalid-credentials'],
  encoding: 'json',
  body: z.object({ name: passkeyName, credential: registrationCredential, _token: formToken }),
  response: passkey,
  token: { call: passkeysToken, field: 'body._token' },
});

const passkeyParams = z.object({ passkeyId: recordId });

/** Renames one of the caller's passkeys; any other id is not found. */
export const renamePasskey = defineCall({
  name: 'renamePasskey',
  method: 'POST',
  path: '/webapi/passkeys/:passkeyId/rename',
  access: signedIn,
  encoding: 'form',
  params: passkeyParams,
  body: z.object({ name: passkeyName, _token: formToken }),
  response: passkey,
  token: { call: passkeysToken, field: 'body._token' },
});

/** Removes one of the caller's passkeys, unless it is his last way to sign in. */
export const removePasskey = defineCall({
  name: 'removePasskey',
  method: 'POST',
  path: '/webapi/passkeys/:passkeyId/remove',
  access: signedIn,
  encoding: 'form',
  params: passkeyParams,
  body: z.object({ _token: formToken }),
  response: successAnswer,
  token: { call: passkeysToken, field: 'body._token' },
});

/**
 * Starts a sign-in with a passkey (the button, or the autofill of the e-mail field): options
 * without an address, so the browser offers the passkeys it holds for this site (discoverable
 * credentials) and nothing tells whether an address has an account.
 */
export const startPasskeySignIn = defineCall({
  name: 'startPasskeySignIn',
  method: 'POST',
  path: '/webapi/passkey-sign-in/options',
  access: publicAccess,
  encoding: 'none',
  response: ceremonyOptions,
});

/**
 * Signs in with the authenticator's assertion; with user verification it is both factors, so no
 * code follows. Signed in already, the own passkey confirms the identity instead: the session
 * stays and its proof is fresh (decision 051); another account's passkey is refused.
 */
export const finishPasskeySignIn = defineCall({
  name: 'finishPasskeySignIn',
  method: 'POST',
  path: '/webapi/passkey-sign-in',
  access: publicAccess,
  errors: ['invalid-credentials'],
  encoding: 'json',
  body: z.object({ credential: authenticationCredential }),
  response: signInAnswer,
  startsSession: true,
});
