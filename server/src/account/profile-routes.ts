import type { FastifyInstance } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import { accountCalls, texts, type ParsedInput } from '@bfsm/api-adapter';
import type { Database, UsersTable } from '../db/schema.js';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';

type ProfileBody = ParsedInput<typeof accountCalls.saveProfile>['body'];

/** The columns of the profile form's own fields. */
function profileColumns(body: ProfileBody): Updateable<UsersTable> {
  return {
    greeting: body.greeting ?? null,
    first_name: body.firstName ?? null,
    last_name: body.lastName ?? null,
    phone_number: body.phone_number ?? null,
    company_name: body.companyName ?? null,
    email_newsletter: body.email_newsletter,
  };
}

/** The profile form: the own account or, for an admin, any account; with its admin area for admins. */
export function registerProfileRoutes(app: FastifyInstance, deps: { route: ContractRouteOptions; db: Kysely<Database> }): void {
  async function update(userId: number, columns: Updateable<UsersTable>) {
    const result = await deps.db
      .updateTable('users')
      .set({ ...columns, updated_at: new Date() })
      .where('id', '=', userId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw HttpError.notFound();
    return { success: true as const, message: texts.success.saved };
  }

  // Own account or admin: the contract's own-account policy has checked that.
  contractRoute(app, deps.route, accountCalls.saveProfile, async ({ params, body }) => update(params.userId, profileColumns(body)));

  // Every field has been validated by the contract's schemas, each error naming its field.
  contractRoute(app, deps.route, accountCalls.saveAdminAccount, async ({ params, body }) =>
    update(params.userId, {
      ...profileColumns(body),
      license_type: body.licenseType,
      license_expiration: body.currentLicenseExpiration,
      disable_email: body.disableEmail,
      fixed_password_account: body.fixedPasswordAccount,
      free_account: body.freeAccount,
      maximum_api_keys: body.maximumAPIKeys,
      email_confirmed: body.emailConfirmed,
      ...(body.maximumAllowedDevices === undefined ? {} : { max_devices: body.maximumAllowedDevices }),
    }),
  );
}
