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
import { registerByAdmin } from './admin-registration.js';
import { streamUserExport } from './user-export.js';
import { grantAdminRights, revokeAdminRights, type AdminActor } from './admin-rights.js';
import { auditActor, recordAuditEvent } from '../audit/record-audit-event.js';
import type { FastifyRequest } from 'fastify';

const adminActor = (request: FastifyRequest): AdminActor => ({ ...auditActor(request), id: caller(request).id });

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

  contractRoute(app, route, userCalls.exportUsers, async ({ params, query }, _request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${userCalls.userExportFileName}"`)
      .header('cache-control', 'no-store')
      .send(streamUserExport(db, { filter: params.filter, ...query })),
  );

  contractRoute(app, route, userCalls.adminRegister, async ({ body }, request) => ({
    success: true as const,
    user_id: await registerByAdmin(db, auditActor(request), body),
  }));

  contractRoute(app, route, userCalls.getAdminUserInfo, async ({ params }) => {
    const info = await readAdminUserInfo(db, params.id);
    if (!info) throw HttpError.notFound();
    return info;
  });

  contractRoute(app, route, userCalls.confirmMailByAdmin, async ({ params }, request) => {
    const user = await db.selectFrom('users').select(['id', 'email']).where('id', '=', params.userId).executeTakeFirst();
    if (!user) throw HttpError.notFound();
    // Recorded only when this call confirmed it, so two clicks at once leave one entry.
    if (await deps.registration.confirmEmail(user.id)) {
      await recordAuditEvent(db, auditActor(request), {
        kind: 'email-confirmed-by-admin',
        subject: user,
        before: { emailConfirmed: false },
        after: { emailConfirmed: true },
      });
    }
    return { success: true as const };
  });

  contractRoute(app, route, userCalls.deleteUser, async ({ params }, request) => {
    const released = await deleteAccount(db, adminActor(request), params.id);
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

  contractRoute(app, route, userCalls.makeAdmin, async ({ params }, request) => {
    await grantAdminRights(db, auditActor(request), params.id);
    return { success: true as const };
  });

  contractRoute(app, route, userCalls.deleteAdmin, async ({ params }, request) => {
    await revokeAdminRights(db, adminActor(request), params.id);
    return { success: true as const };
  });
}
