import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { accountCalls, texts } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';

/** The profile form: the own account, or any account for an admin. */
export function registerProfileRoutes(app: FastifyInstance, deps: { route: ContractRouteOptions; db: Kysely<Database> }): void {
  // Own account or admin: the contract's own-account policy has checked that.
  contractRoute(app, deps.route, accountCalls.saveProfile, async ({ params, body }) => {
    const result = await deps.db
      .updateTable('users')
      .set({
        greeting: body.greeting ?? null,
        first_name: body.firstName ?? null,
        last_name: body.lastName ?? null,
        phone_number: body.phone_number ?? null,
        company_name: body.companyName ?? null,
        email_newsletter: body.email_newsletter,
        updated_at: new Date(),
      })
      .where('id', '=', params.userId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw HttpError.notFound();
    return { success: true as const, message: texts.success.saved };
  });
}
