import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { deviceCalls } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import type { UserDirectory } from '../users/user-directory.js';
import { auditActor } from '../audit/record-audit-event.js';
import { cancelDeactivation, deactivateNow, listActivatedDevices, requestDeactivation } from './device-slots.js';

/**
 * Activated devices and their deactivation. Who may act on which user or device is the
 * contract's declaration (own account or device, admins any; 'Admin-Deaktivierung' admins only).
 */
export function registerDeviceRoutes(
  app: FastifyInstance,
  deps: { route: ContractRouteOptions; db: Kysely<Database>; users: UserDirectory; clock: () => Date },
): void {
  const { db } = deps;

  contractRoute(app, deps.route, deviceCalls.getActivatedDevices, async ({ params }) => {
    const user = await deps.users.findById(params.userId);
    if (!user) throw HttpError.notFound();
    return listActivatedDevices(db, user, deps.clock());
  });

  contractRoute(app, deps.route, deviceCalls.requestDeviceDeactivation, async ({ params, body }, request) => {
    const done = body.isAdmin
      ? await deactivateNow(db, params.deviceId, auditActor(request))
      : await requestDeactivation(db, params.deviceId, deps.clock());
    if (!done) throw HttpError.notFound();
    return { success: true as const };
  });

  contractRoute(app, deps.route, deviceCalls.cancelDeviceDeactivation, async ({ params }) => {
    if (!(await cancelDeactivation(db, params.deviceId, deps.clock()))) throw HttpError.notFound();
    return { success: true as const };
  });
}
