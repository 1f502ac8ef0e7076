import type { FastifyInstance } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import { accountCalls, texts, type ParsedInput } from '@bfsm/api-adapter';
import type { Database, UsersTable } from '../db/schema.js';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import { auditActor, recordAuditEvent } from '../audit/record-audit-event.js';

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
  async function update(db: Kysely<Database>, userId: number, columns: Updateable<UsersTable>) {
    const result = await db
      .updateTable('users')
      .set({ ...columns, updated_at: new Date() })
      .where('id', '=', userId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw HttpError.notFound();
    return { success: true as const, message: texts.success.saved };
  }

  // Own account or admin: the contract's own-account policy has checked that.
  contractRoute(app, deps.route, accountCalls.saveProfile, async ({ params, body }) =>
    update(deps.db, params.userId, profileColumns(body)),
  );

  // Every field has been validated by the contract's schemas, each error naming its field.
  contractRoute(app, deps.route, accountCalls.saveAdminAccount, async ({ params, body }, request) =>
    deps.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('users')
        .select(['id', 'email', 'license_type', 'license_expiration'])
        .where('id', '=', params.userId)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw HttpError.notFound();
      const answer = await update(trx, params.userId, {
        ...profileColumns(body),
        license_type: body.licenseType,
        license_expiration: body.currentLicenseExpiration,
        disable_email: body.disableEmail,
        fixed_password_account: body.fixedPasswordAccount,
        free_account: body.freeAccount,
        maximum_api_keys: body.maximumAPIKeys,
        email_confirmed: body.emailConfirmed,
        ...(body.maximumAllowedDevices === undefined ? {} : { max_devices: body.maximumAllowedDevices }),
      });
      // The licence is what the timeline follows here; the other fields are the user's own data.
      const after = { licenseType: body.licenseType, licenseExpiration: body.currentLicenseExpiration ?? null };
      if (before.license_type !== after.licenseType || before.license_expiration !== after.licenseExpiration) {
        await recordAuditEvent(trx, auditActor(request), {
          kind: 'license-changed',
          subject: { id: before.id, email: before.email },
          before: { licenseType: before.license_type, licenseExpiration: before.license_expiration },
          after,
        });
      }
      return answer;
    }),
  );
}
