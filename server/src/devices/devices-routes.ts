import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { domainRoutes } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import type { UserDirectory } from '../users/user-directory.js';
import { auditActor } from '../audit/record-audit-event.js';
import { cancelDeactivation, deactivateNow, listActivatedDevices, requestDeactivation } from './device-slots.js';

/**
 * Activated devices and their deactivation. Who may act on which user or device is the
 * contract's declaration (own account or device, admins any; 'Admin-Deaktivierung' admins only).
 */
export function deviceRoutes(deps: { db: Kysely<Database>; users: UserDirectory; clock: () => Date }) {
  const { db } = deps;
  return domainRoutes('devices', {
    getActivatedDevices: async ({ params }) => {
      const user = await deps.users.findById(params.userId);
      if (!user) throw new DomainError('notFound');
      return listActivatedDevices(db, user, deps.clock());
    },

    requestDeviceDeactivation: async ({ params, body }, request) => {
      const done = body.isAdmin
        ? await deactivateNow(db, params.deviceId, auditActor(request))
        : await requestDeactivation(db, params.deviceId, deps.clock());
      if (!done) throw new DomainError('notFound');
      return { success: true as const };
    },

    cancelDeviceDeactivation: async ({ params }) => {
      if (!(await cancelDeactivation(db, params.deviceId, deps.clock()))) throw new DomainError('notFound');
      return { success: true as const };
    },
  });
}
