import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { licenseTypeName, userCalls } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { caller } from '../http/access-check.js';
import { domainRoutes, formToken } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import type { Mailer } from '../mail/mailer.js';
import { confirmEmail } from '../registration/confirm-email.js';
import type { CachedUserFacts } from '../sessions/cached-user-facts.js';
import { recordAuditEvent } from '../audit/record-audit-event.js';
import { auditActor } from '../http/audit-actor.js';
import { deleteAccount } from './account-deletion.js';
import { readAdminUserInfo } from './admin-user-info.js';
import { listUsersForAdmin } from './admin-user-list.js';
import { registerByAdmin } from './admin-registration.js';
import { streamUserExport } from './user-export.js';
import { grantAdminRights, revokeAdminRights, type AdminActor } from './admin-rights.js';
import type { UserDirectory } from './user-directory.js';
import { byAdministrator, type AccountAlerts } from '../account-alerts/account-alerts.js';

const done = { success: true as const };

const adminActor = (request: FastifyRequest): AdminActor => ({ ...auditActor(request), id: caller(request).id });

export interface UsersRouteDependencies {
  /** Tells the account's owner by mail (decision 044). */
  alerts: Pick<AccountAlerts, 'sendAccountAlert'>;
  db: Kysely<Database>;
  users: UserDirectory;
  facts: CachedUserFacts;
  mailer: Mailer;
}

/**
 * A user's own data, and the admin's calls on users: the list, the profile's admin data and its
 * administration block. Who may call which is the contract's access declaration.
 */
export function usersRoutes(deps: UsersRouteDependencies) {
  const { db } = deps;
  return domainRoutes('users', {
    getUserInfo: async ({ params }, request) => {
      const self = caller(request);
      // Another user's id reaches this point only for admins (the contract's own-account policy).
      if (params.id === undefined || params.id === self.id) return deps.facts.ownUserInfo(self);
      const user = await deps.users.findById(params.id);
      if (!user) throw new DomainError('notFound');
      return deps.users.toUserInfo(user);
    },

    getAdminUserInfo: async ({ params }) => {
      const info = await readAdminUserInfo(db, params.id);
      if (!info) throw new DomainError('notFound');
      return info;
    },

    confirmMailByAdmin: async ({ params }, request) => {
      const user = await db.selectFrom('users').select(['id', 'email']).where('id', '=', params.userId).executeTakeFirst();
      if (!user) throw new DomainError('notFound');
      // Recorded only when this call confirmed it, so two clicks at once leave one entry.
      if (await confirmEmail(deps, user.id)) {
        await recordAuditEvent(db, auditActor(request), {
          kind: 'email-confirmed-by-admin',
          subject: user,
          before: { emailConfirmed: false },
          after: { emailConfirmed: true },
        });
      }
      return done;
    },

    listUsers: async ({ params, query }) => listUsersForAdmin(db, { filter: params.filter, ...query }),

    exportUsers: async ({ params, query }, _request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${userCalls.userExportFileName}"`)
        .header('cache-control', 'no-store')
        .send(streamUserExport(db, { filter: params.filter, ...query })),

    adminRegisterToken: formToken,

    adminRegister: async ({ body }, request) => ({ success: true as const, user_id: await registerByAdmin(db, auditActor(request), body) }),

    deleteUserToken: formToken,

    deleteUser: async ({ params }, request) => {
      const released = await deleteAccount(db, adminActor(request), params.id);
      for (const member of released) {
        await deps.mailer.send({
          to: member.email,
          userId: member.id,
          slug: 'license-removed',
          data: { greeting: member.greeting, lastName: member.last_name, licenseTypeName: licenseTypeName(member.license_type) },
        });
      }
      return done;
    },

    adminRightsToken: formToken,

    makeAdmin: async ({ params }, request) => {
      if (await grantAdminRights(db, auditActor(request), params.id))
        await deps.alerts.sendAccountAlert(params.id, 'admin-granted', byAdministrator);
      return done;
    },

    deleteAdmin: async ({ params }, request) => {
      if (await revokeAdminRights(db, adminActor(request), params.id))
        await deps.alerts.sendAccountAlert(params.id, 'admin-revoked', byAdministrator);
      return done;
    },
  });
}
