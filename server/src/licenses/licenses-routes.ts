import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { licenseCalls, licenseTypeName, texts } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import type { Mailer } from '../mail/mailer.js';
import { deleteLicense, readLicense, updateLicense } from './license-admin.js';
import { auditActor } from '../audit/record-audit-event.js';
import { addPoolLicense } from '../pools/added-licenses.js';

/** The admin's licence screen /admin/license/{id}: read, change, delete (admins only, as the contract declares). */
export function registerLicenseRoutes(
  app: FastifyInstance,
  deps: { route: ContractRouteOptions; db: Kysely<Database>; mailer: Mailer },
): void {
  const { db, route } = deps;

  contractRoute(app, route, licenseCalls.getLicense, async ({ params }) => {
    const license = await readLicense(db, params.licenseId);
    if (!license) throw HttpError.notFound();
    return license;
  });

  contractRoute(app, route, licenseCalls.updateLicense, async ({ params, body }, request) => {
    await updateLicense(db, auditActor(request), params.licenseId, { licenseType: body.licensetype, expiration: body.expiration });
    return { success: true as const, message: texts.success.saved };
  });

  contractRoute(app, route, licenseCalls.deleteLicense, async ({ params }, request) => {
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
  });

  contractRoute(app, route, licenseCalls.createLicense, async ({ params, body }, request) => {
    await addPoolLicense(db, auditActor(request), {
      poolId: params.poolId,
      userId: body.userid,
      licenseType: body.licensetype,
      expiration: body.expiration,
    });
    return { success: true as const };
  });
}
