import * as z from 'zod/mini';
import { successAnswer } from './answers.js';
import { ownerOrAdmin } from './access.js';
import { defineCall } from './define.js';
import { isoDateTime, numericId } from './fields.js';

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
  /** The application version the device last reported (4.2.1.0, decision 042); null until it reports one. */
  app_version: z.nullable(z.string()),
});
export type ActivatedDevice = z.infer<typeof activatedDevice>;

export const activatedDevices = z.object({
  maximum_allowed_devices: z.number(),
  /** How many devices count against the maximum. */
  activated_devices: z.number(),
  devices: z.array(activatedDevice),
});
export type ActivatedDevices = z.infer<typeof activatedDevices>;

export const getActivatedDevices = defineCall({
  name: 'getActivatedDevices',
  method: 'GET',
  path: '/webapi/activated-devices/:userId',
  access: ownerOrAdmin('own-account', 'userId'),
  encoding: 'none',
  params: z.object({ userId: numericId }),
  response: activatedDevices,
});

const deviceParams = z.object({ deviceId: numericId });

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
