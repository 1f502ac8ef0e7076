import * as z from 'zod/mini';
import { texts } from '../domain/texts.js';
import { rules } from '../domain/rules.js';
import { licenseFile } from '../license-file/license-file.js';
import { successAnswer } from './answers.js';
import { adminOnly, ownerOrAdmin } from './access.js';
import { defineCall } from './define.js';
import { isoDateTime, multiLineCheck, recordId } from './fields.js';

/** Devices on which the desktop application is activated, and requests to deactivate them. */

export const activatedDevice = z.object({
  id: z.number(),
  /** The name the desktop application registered the device with. */
  name: z.string(),
  first_seen: isoDateTime,
  last_seen: isoDateTime,
  /** When deactivation was requested ('Deaktivierung beantragt'); null while the device is active. */
  deactivation_requested: z.nullable(isoDateTime),
  /**
   * While deactivation is requested: when the slot becomes free, that is when the device's last
   * licence file can no longer be valid (at most 4 days after the request); null while active.
   */
  release_at: z.nullable(isoDateTime),
  /** Activated by file ('Gerät offline aktivieren', decision 045): when that file ends; null for online devices. */
  offline_until: z.nullable(isoDateTime),
  /** The application version the device last reported (4.2.1.0, decision 042); null until it reports one. */
  app_version: z.nullable(z.string()),
});
export type ActivatedDevice = z.infer<typeof activatedDevice>;

/** A device freed with 'Gerät ersetzen' (decision 045), and when and from where it last called the portal since. */
export const replacedDevice = z.object({
  id: z.number(),
  name: z.string(),
  replaced_at: isoDateTime,
  /** 'ein ersetztes Gerät hat sich gemeldet': its last refused call, or null while it has kept quiet. */
  last_call_at: z.nullable(isoDateTime),
  last_call_address: z.nullable(z.string()),
});
export type ReplacedDevice = z.infer<typeof replacedDevice>;

export const activatedDevices = z.object({
  maximum_allowed_devices: z.number(),
  /** How many devices count against the maximum. */
  activated_devices: z.number(),
  devices: z.array(activatedDevice),
  /** 'Gerät ersetzen' in the current licence year: how many the setting allows, how many are left. */
  replacements: z.object({ per_year: z.number(), left: z.number(), used: z.number() }),
  /** Devices replaced in the current licence year. */
  replaced_devices: z.array(replacedDevice),
  /** How many days a file activated offline is valid for this account: 4, or longer where an admin allowed it. */
  offline_license_days: z.number(),
});
export type ActivatedDevices = z.infer<typeof activatedDevices>;

/** The account the call is about (who may name which one is each call's `access`). */
const userParams = z.object({ userId: recordId });

export const getActivatedDevices = defineCall({
  name: 'getActivatedDevices',
  method: 'GET',
  path: '/webapi/activated-devices/:userId',
  access: ownerOrAdmin('own-account', 'userId'),
  encoding: 'none',
  params: userParams,
  response: activatedDevices,
});

const deviceParams = z.object({ deviceId: recordId });

/**
 * Without `isAdmin` the device is 'Deaktivierung beantragt' and frees its slot after the waiting
 * time; with `isAdmin` ('Admin-Deaktivierung', admins only) it is removed at once.
 */
export const requestDeviceDeactivation = defineCall({
  name: 'requestDeviceDeactivation',
  method: 'POST',
  path: '/webapi/request-delete-activated-device/:deviceId',
  access: { ...ownerOrAdmin('own-device', 'deviceId'), adminOnlyFlag: 'isAdmin' },
  encoding: 'json',
  params: deviceParams,
  body: z.object({ isAdmin: z.boolean() }),
  response: successAnswer,
});

export const cancelDeviceDeactivation = defineCall({
  name: 'cancelDeviceDeactivation',
  method: 'DELETE',
  path: '/webapi/request-delete-activated-device/:deviceId',
  access: ownerOrAdmin('own-device', 'deviceId'),
  encoding: 'none',
  params: deviceParams,
  response: successAnswer,
});

/**
 * 'Gerät ersetzen' (decision 045): the device goes at once and its token is revoked, so a lost PC
 * gets no new file; limited per licence year for customers, not for admins.
 */
export const replaceDevice = defineCall({
  name: 'replaceDevice',
  method: 'POST',
  path: '/webapi/replace-activated-device/:deviceId',
  access: ownerOrAdmin('own-device', 'deviceId'),
  encoding: 'none',
  params: deviceParams,
  response: successAnswer,
  errors: ['replacement-limit'],
});

/** An admin gives the account one replacement of the licence year back. */
export const giveBackDeviceReplacement = defineCall({
  name: 'giveBackDeviceReplacement',
  method: 'POST',
  path: '/webapi/device-replacements/:userId/give-back',
  access: adminOnly,
  encoding: 'none',
  params: userParams,
  response: successAnswer,
});

/**
 * A file the device wrote (decision 045), as its text: a deactivation proof ('Deaktivierungsnachweis')
 * or an activation request, uploaded or pasted on the profile. Its signature with the device's key
 * is what the portal trusts; the server reads the envelope (docs/desktop-files.md).
 */
export const deviceFileText = z.string().check(z.minLength(1, texts.validation.required), z.maxLength(8192), multiLineCheck);

/** A deactivation proof ('Deaktivierungsnachweis'), pasted or uploaded on the profile: a valid one frees the device's slot at once. */
export const submitDeactivationProof = defineCall({
  name: 'submitDeactivationProof',
  method: 'POST',
  path: '/webapi/deactivation-proof/:userId',
  access: ownerOrAdmin('own-account', 'userId'),
  encoding: 'json',
  params: userParams,
  body: z.object({ proof: deviceFileText }),
  /** The name of the device whose slot is free now. */
  response: z.object({ device: z.string() }),
  errors: ['proof-refused'],
});

/** 'Gerät offline aktivieren' (decision 045): the request file the application wrote, as its text. */
export const activateOffline = defineCall({
  name: 'activateOffline',
  method: 'POST',
  path: '/webapi/offline-activation/:userId',
  access: ownerOrAdmin('own-account', 'userId'),
  encoding: 'json',
  params: userParams,
  body: z.object({ request: deviceFileText }),
  response: z.object({
    deviceId: z.number(),
    deviceName: z.string(),
    /** What to save the licence file as: `<device>.bfsm-lizenz`, which the application opens. */
    fileName: z.string(),
    licenseFile,
    validUntil: isoDateTime,
  }),
  errors: ['request-refused', 'limited-user', 'no-license', 'device-limit', 'deactivation-requested'],
});

/** What is wrong with any other number of offline days, in the server's words and the form's. */
const offlineDaysProblem = `Bitte geben Sie eine ganze Zahl von ${rules.deactivationWaitDays} bis ${rules.maximumOfflineDays} ein.`;

/** An admin allows the account a longer offline period for files activated offline (up to 30 days). */
export const setOfflineLicenseDays = defineCall({
  name: 'setOfflineLicenseDays',
  method: 'POST',
  path: '/webapi/offline-license-days/:userId',
  access: adminOnly,
  encoding: 'json',
  params: userParams,
  body: z.object({
    /** 4 (the spec's lapse) up to 30; 4 puts the account back on the standard. */
    days: z
      .number(offlineDaysProblem)
      .check(
        z.int(offlineDaysProblem),
        z.minimum(rules.deactivationWaitDays, offlineDaysProblem),
        z.maximum(rules.maximumOfflineDays, offlineDaysProblem),
      ),
  }),
  response: successAnswer,
});
