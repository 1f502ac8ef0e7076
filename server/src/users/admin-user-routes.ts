import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { licenseTypeName, userCalls } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { caller } from '../http/access-check.js';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import type { Mailer } from '../mail/mailer.js';
import type { RegistrationService } from '../registration/registration-service.js';
import { deleteAccount } from './account-deletion.js';
import { readAdminUserInfo } from './admin-user-info.js';
import { listUsersForAdmin } from './admin-user-list.js';
import { grantAdminRights, revokeAdminRights } from './admin-rights.js';

export interface AdminUserRouteDependencies {
  route: ContractRouteOptions;
  db: Kysely<Database>;
  mailer: Mailer;
  registration: Pick<RegistrationService, 'confirmEmail'>;
}

/** The admin's calls on users: the list, the profile's admin data and its administration block. All admin-only by contract. */
export function registerAdminUserRoutes(app: FastifyInstance, deps: AdminUserRouteDependencies): void {
  const { db, route } = deps;

  contractRoute(app, route, userCalls.listUsers, async ({ params, query }) => listUsersForAdmin(db, { filter: params.filter, ...query }));

  contractRoute(app, route, userCalls.getAdminUserInfo, async ({ params }) => {
    const info = await readAdminUserInfo(db, params.id);
    if (!info) throw HttpError.notFound();
    return info;
  });

  contractRoute(app, route, userCalls.confirmMailByAdmin, async ({ params }) => {
    const user = await db.selectFrom('users').select('id').where('id', '=', params.userId).executeTakeFirst();
    if (!user) throw HttpError.notFound();
    await deps.registration.confirmEmail(user.id);
    return { success: true as const };
  });

  contractRoute(app, route, userCalls.deleteUser, async ({ params }, request) => {
    const released = await deleteAccount(db, caller(request).id, params.id);
    for (const member of released) {
      await deps.mailer.send({
        to: member.email,
        userId: member.id,
        slug: 'license-removed',
        data: { greeting: member.greeting, lastName: member.last_name, licenseTypeName: licenseTypeName(member.license_type) },
      });
    }
    return { success: true as const };
  });

  contractRoute(app, route, userCalls.makeAdmin, async ({ params }) => {
    await grantAdminRights(db, params.id);
    return { success: true as const };
  });

  contractRoute(app, route, userCalls.deleteAdmin, async ({ params }, request) => {
    await revokeAdminRights(db, caller(request).id, params.id);
    return { success: true as const };
  });
}
