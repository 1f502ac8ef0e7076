import * as z from 'zod/mini';
import { licenseFile } from '../license-file/license-file.js';
import { deviceFingerprint, deviceName, devicePublicKey } from '../license-file/device-files.js';
import { deviceToken, nightlyForAdmins, publicAccess } from './access.js';
import { deviceFileText } from './devices.js';
import { successAnswer } from './answers.js';
import { defineCall } from './define.js';
import { oneLineText } from './fields.js';
import { appVersion, downloadableRelease, releaseChannels } from './releases.js';

/**
 * The desktop licensing API (decision 024): versioned under /api/desktop/v1/, JSON only, for the
 * Windows application rather than a browser. Activation signs in with e-mail and password (and
 * the second factor's code where the account has one); the
 * answer's device token (a bearer token) then authorises refresh and deactivation of that one
 * device. No session cookie and no form token: there is no browser whose cookies a foreign page
 * could ride on.
 */
export const desktopApiPrefix = '/api/desktop/v1';

/** The machine's fingerprint and name: the schemas of the device's files (device-files.ts) too. */
const fingerprint = deviceFingerprint;
/** The application's own version (AppInstaller form, 4.2.1.0), optional so that older clients keep working (decision 042). */
const applicationVersion = z.optional(appVersion);

export const activation = z.object({
  deviceId: z.number(),
  /** Send as `Authorization: Bearer <token>` to refresh and deactivate; shown once, stored only as a hash. */
  deviceToken: z.string(),
  licenseFile,
});
export type Activation = z.infer<typeof activation>;

export const activateDevice = defineCall({
  name: 'activateDevice',
  method: 'POST',
  path: `${desktopApiPrefix}/activate`,
  access: publicAccess,
  encoding: 'json',
  body: z.object({
    email: z.string().check(z.maxLength(320)),
    password: z.string().check(z.maxLength(4096)),
    /** The authenticator app's code (or a recovery code) of an account with a second factor (decision 027). */
    code: z.optional(oneLineText(z.maxLength(64))),
    fingerprint,
    deviceName,
    /** Optional, for older clients: the key that signs this device's deactivation proofs (decision 045). */
    publicKey: z.optional(devicePublicKey),
    version: applicationVersion,
  }),
  response: activation,
  // 'second-factor-required': the account has a second factor and no code came; ask for it and send again.
  errors: [
    'invalid-credentials',
    'email-not-confirmed',
    'second-factor-required',
    'limited-user',
    'no-license',
    'device-limit',
    'deactivation-requested',
  ],
});

export const refreshLicense = defineCall({
  name: 'refreshLicense',
  method: 'POST',
  path: `${desktopApiPrefix}/refresh`,
  access: deviceToken,
  encoding: 'json',
  body: z.object({ fingerprint, version: applicationVersion }),
  response: z.object({ licenseFile }),
  errors: ['wrong-device', 'limited-user', 'no-license', 'deactivation-requested'],
});

export const deactivateDevice = defineCall({
  name: 'deactivateDevice',
  method: 'POST',
  path: `${desktopApiPrefix}/deactivate`,
  access: deviceToken,
  encoding: 'json',
  body: z.object({ fingerprint }),
  response: successAnswer,
  errors: ['wrong-device'],
});

/**
 * An online client hands in a deactivation proof that an offline machine wrote (decision 045).
 * Open to anyone: the device key's signature is the authority, as on the profile.
 */
export const sendDeactivationProof = defineCall({
  name: 'sendDeactivationProof',
  method: 'POST',
  path: `${desktopApiPrefix}/deactivation-proof`,
  access: publicAccess,
  encoding: 'json',
  body: z.object({ proof: deviceFileText }),
  response: successAnswer,
  errors: ['proof-refused'],
});

export const publicKeyAnswer = z.object({
  algorithm: z.literal('Ed25519'),
  keyId: z.string(),
  /** PEM (SPKI): what `verifyLicenseFile` and the desktop application check licence files with. */
  publicKey: z.string(),
});

export const getLicensePublicKey = defineCall({
  name: 'getLicensePublicKey',
  method: 'GET',
  path: `${desktopApiPrefix}/public-key`,
  access: publicAccess,
  encoding: 'none',
  response: publicKeyAnswer,
});

/** A newer version for the application to offer (decision 042). */
export const availableUpdate = z.extend(downloadableRelease, {
  channel: z.enum(releaseChannels),
  /** The release notes as plain text, made from notesHtml (headings, bullets, links with their address in brackets). */
  notesText: z.string(),
});
export type AvailableUpdate = z.infer<typeof availableUpdate>;

/**
 * The update check: the newest published version of the channel that is newer than the installed
 * one, or `update: null`. The Nightly channel answers only devices of admins; others get 403
 * 'forbidden' (declared in the access, enforced by the access check).
 */
export const checkForUpdate = defineCall({
  name: 'checkForUpdate',
  method: 'GET',
  path: `${desktopApiPrefix}/updates`,
  access: { ...deviceToken, adminOnlyQueryValue: nightlyForAdmins },
  encoding: 'none',
  query: z.object({
    channel: z._default(z.enum(releaseChannels), 'stable'),
    /** The installed version, 4.2.1.0. */
    version: appVersion,
  }),
  response: z.object({ update: z.nullable(availableUpdate) }),
});
