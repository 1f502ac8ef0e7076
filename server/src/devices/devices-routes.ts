import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { domainRoutes } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import type { UserDirectory } from '../users/user-directory.js';
import { auditActor } from '../http/audit-actor.js';
import { releaseCalls, rules } from '@bfsm/api-adapter';
import { licensePayload, readPayload } from '@bfsm/api-adapter/license-file';
import { isAdmin } from '../db/roles.js';
import type { DeviceClaim, OfflineActivation } from '../desktop/desktop-licensing.js';
import type { UserRow } from '../db/rows.js';
import { licenseFileName, readActivationRequest, setOfflineLicenseDays } from './offline-activation.js';
import { cancelDeactivation, deactivateNow, listActivatedDevices, requestDeactivation } from './device-slots.js';
import { redeemDeactivationProof } from './deactivation-proofs.js';
import { giveBackReplacement, listReplacedDevices, replaceDevice, replacementQuota } from './device-replacements.js';

/**
 * Activated devices and their deactivation. Who may act on which user or device is the
 * contract's declaration (own account or device, admins any; 'Admin-Deaktivierung' admins only).
 */
export function deviceRoutes(deps: {
  db: Kysely<Database>;
  users: UserDirectory;
  clock: () => Date;
  replacementsPerYear: number;
  /** 'Gerät offline aktivieren', bound by the composition: the desktop folder imports this one. */
  activateOffline: (user: UserRow, device: DeviceClaim & { publicKey: string }) => Promise<OfflineActivation>;
}) {
  const { db } = deps;
  return domainRoutes('devices', {
    getActivatedDevices: async ({ params }) => {
      const user = await deps.users.findById(params.userId);
      if (!user) throw new DomainError('notFound');
      const now = deps.clock();
      return {
        ...(await listActivatedDevices(db, user, now)),
        replacements: await replacementQuota(db, user, deps.replacementsPerYear, now),
        replaced_devices: await listReplacedDevices(db, user, now),
        offline_license_days: user.offline_license_days ?? rules.deactivationWaitDays,
      };
    },

    requestDeviceDeactivation: async ({ params, body }, request) => {
      const done = body.isAdmin
        ? await deactivateNow(db, params.deviceId, auditActor(request))
        : await requestDeactivation(db, params.deviceId, deps.clock());
      if (!done) throw new DomainError('notFound');
      return { success: true as const };
    },

    replaceDevice: async ({ params }, request) => {
      await replaceDevice(db, {
        deviceId: params.deviceId,
        byAdmin: Boolean(request.user && isAdmin(request.user)),
        actor: auditActor(request),
        perYear: deps.replacementsPerYear,
        now: deps.clock(),
      });
      return { success: true as const };
    },

    giveBackDeviceReplacement: async ({ params }, request) => {
      if (!(await giveBackReplacement(db, params.userId, auditActor(request), deps.clock()))) throw new DomainError('notFound');
      return { success: true as const };
    },

    submitDeactivationProof: async ({ params, body }, request) =>
      redeemDeactivationProof(db, { text: body.proof, userId: params.userId, actor: auditActor(request), now: deps.clock() }),

    activateOffline: async ({ params, body }) => {
      const user = await deps.users.findById(params.userId);
      if (!user) throw new DomainError('notFound');
      const request = readActivationRequest(body.request);
      const done = await deps.activateOffline(user, {
        fingerprint: request.fingerprint,
        name: request.deviceName,
        publicKey: request.publicKey,
        // Kept where it is an application version, as online activation's report is; anything else
        // in the request (it is the customer's file) is not shown as one.
        version: releaseCalls.isAppVersion(request.appVersion) ? request.appVersion : undefined,
      });
      const payload = licensePayload.parse(readPayload(done.licenseFile.payload));
      return {
        deviceId: done.deviceId,
        deviceName: done.deviceName,
        fileName: licenseFileName(done.deviceName),
        licenseFile: done.licenseFile,
        validUntil: payload.validUntil,
      };
    },

    setOfflineLicenseDays: async ({ params, body }, request) => {
      // The standard is kept as none, so a later change of the standard reaches the account.
      const days = body.days === rules.deactivationWaitDays ? null : body.days;
      if (!(await setOfflineLicenseDays(db, params.userId, days, auditActor(request)))) throw new DomainError('notFound');
      return { success: true as const };
    },

    cancelDeviceDeactivation: async ({ params }) => {
      if (!(await cancelDeactivation(db, params.deviceId, deps.clock()))) throw new DomainError('notFound');
      return { success: true as const };
    },
  });
}
