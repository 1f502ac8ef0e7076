import type { Kysely } from 'kysely';
import { licenseTypeName, texts } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { domainRoutes, formToken } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import type { Mailer } from '../mail/mailer.js';
import { auditActor } from '../http/audit-actor.js';
import { addPoolLicense } from '../pools/added-licenses.js';
import { deleteLicense, readLicense, updateLicense } from './license-admin.js';
import { listIssuedLicenseDays } from './issued-licenses.js';

/**
 * The admin's licence screen /admin/license/{id} (read, change, delete), the licences added to a
 * pool, and those issued to a user's devices (admins only, as the contract declares).
 */
export function licensesRoutes(deps: { db: Kysely<Database>; mailer: Mailer }) {
  const { db } = deps;
  return domainRoutes('licenses', {
    getLicense: async ({ params }) => {
      const license = await readLicense(db, params.licenseId);
      if (!license) throw new DomainError('notFound');
      return license;
    },

    licenseToken: formToken,

    updateLicense: async ({ params, body }, request) => {
      await updateLicense(db, auditActor(request), params.licenseId, { licenseType: body.licensetype, expiration: body.expiration });
      return { success: true as const, message: texts.success.saved };
    },

    deleteLicense: async ({ params }, request) => {
      const holder = await deleteLicense(db, auditActor(request), params.licenseId);
      if (holder) {
        await deps.mailer.send({
          to: holder.email,
          userId: holder.id,
          slug: 'license-removed',
          data: { greeting: holder.greeting, lastName: holder.last_name, licenseTypeName: licenseTypeName(holder.licenseType) },
        });
      }
      return { success: true as const };
    },

    listIssuedLicenses: async ({ params }) => {
      const user = await db.selectFrom('users').select('id').where('id', '=', params.userId).executeTakeFirst();
      if (!user) throw new DomainError('notFound');
      return listIssuedLicenseDays(db, user.id);
    },

    createLicense: async ({ params, body }, request) => {
      await addPoolLicense(db, auditActor(request), {
        poolId: params.poolId,
        userId: body.userid,
        licenseType: body.licensetype,
        expiration: body.expiration,
      });
      return { success: true as const };
    },
  });
}
