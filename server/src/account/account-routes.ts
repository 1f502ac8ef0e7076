import type { Kysely, Updateable } from 'kysely';
import { accountCalls, passwordPairProblem, rules, texts, type ParsedInput } from '@bfsm/api-adapter';
import type { Database, UsersTable } from '../db/schema.js';
import { caller } from '../http/access-check.js';
import { domainRoutes, formToken } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import { recordAuditEvent } from '../audit/record-audit-event.js';
import { auditActor } from '../http/audit-actor.js';
import { verifyPassword } from '../auth/passwords.js';
import { admitSignIn, signInSucceeded, type LoginThrottle } from '../auth/login-throttle.js';
import { destroyAllSessionsOf } from '../sessions/session-store.js';
import type { UserDirectory } from '../users/user-directory.js';
import { byAdministrator, type AccountAlerts } from '../account-alerts/account-alerts.js';
import { removeCredentialsAddedSince, resetWindowStart } from '../credentials/remove-added-credentials.js';

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

async function update(db: Kysely<Database>, userId: number, columns: Updateable<UsersTable>) {
  const result = await db
    .updateTable('users')
    .set({ ...columns, updated_at: new Date() })
    .where('id', '=', userId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new DomainError('notFound');
  return { success: true as const, message: texts.success.saved };
}

export interface AccountRouteDependencies {
  db: Kysely<Database>;
  users: Pick<UserDirectory, 'findById' | 'setPassword'>;
  throttle: LoginThrottle;
  /** Tells the account's owner by mail (decision 044). */
  alerts: Pick<AccountAlerts, 'sendAccountAlert'>;
}

/**
 * The profile form (the own account or, for an admin, any account, with its admin area) and
 * "Passwort ändern". Who may call, and that limited users may not change their password, the
 * contract's access declarations have settled.
 */
export function accountRoutes(deps: AccountRouteDependencies) {
  return domainRoutes('account', {
    userDetailsToken: formToken,
    changePasswordToken: formToken,

    // Own account or admin: the contract's own-account policy has checked that.
    saveProfile: async ({ params, body }) => update(deps.db, params.userId, profileColumns(body)),

    // Every field has been validated by the contract's schemas, each error naming its field.
    saveAdminAccount: async ({ params, body }, request) =>
      deps.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('users')
          .select(['id', 'email', 'license_type', 'license_expiration'])
          .where('id', '=', params.userId)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw new DomainError('notFound');
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

    // The own password with the old one, or (admins) another user's without it.
    changePassword: async ({ params, body }, request) => {
      const self = caller(request);
      const { first, second } = body.plainPassword;
      // The shared rule words the pair for this form, so its message is passed on.
      const pairMessage = passwordPairProblem(first, second, 'change');
      if (pairMessage)
        throw new DomainError('passwordPairRefused', {
          message: pairMessage,
          field: first.length < rules.passwordMinLength ? 'plainPassword.first' : 'plainPassword.second',
        });

      if (params.userId !== undefined && params.userId !== self.id) {
        // Only an admin gets here with another user's id; he does not know that user's password.
        const target = await deps.users.findById(params.userId);
        if (!target) throw new DomainError('notFound');
        await deps.users.setPassword(target.id, first);
        // An admin resets a password for an owner who lost control of his account: what was added lately goes too (decision 051).
        await removeCredentialsAddedSince(deps.db, target, resetWindowStart(new Date()), auditActor(request));
        await destroyAllSessionsOf(deps.db, target.id);
        // The password itself is never recorded, only that it was set.
        await recordAuditEvent(deps.db, auditActor(request), {
          kind: 'password-changed-by-admin',
          subject: target,
          before: null,
          after: { passwordSet: true },
        });
        await deps.alerts.sendAccountAlert(target.id, 'password-changed', byAdministrator);
        return { success: true as const };
      }

      if (!body.oldPassword) throw new DomainError('oldPasswordMissing');
      // A stolen session must not become a way around the sign-in throttle to guess the password.
      if (!(await admitSignIn(deps.throttle, self.email, request.ip))) throw new DomainError('tooManyAttempts');
      const matches = self.password_hash !== null && (await verifyPassword(self.password_hash, body.oldPassword));
      if (!matches) throw new DomainError('oldPasswordWrong');
      await signInSucceeded(deps.throttle, self.email, request.ip);
      await deps.users.setPassword(self.id, first);
      // Whoever else knew the old password may hold a session: they all end, this one stays.
      await destroyAllSessionsOf(deps.db, self.id, request.session?.idHash);
      await deps.alerts.sendAccountAlert(self.id, 'password-changed', request);
      return { success: true as const };
    },
  });
}
