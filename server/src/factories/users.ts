import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/schema.js';
import { dateInDays } from './calendar.js';
import { definedOnly } from './defined-only.js';
import { cachedPasswordHash } from './password-cache.js';
import { acceptCurrentTerms } from './terms.js';
import { uniqueEmail } from './unique-email.js';
import { userKinds, type UserKind } from './user-kinds.js';

export type User = Selectable<UsersTable>;

export const defaultPassword = 'Passwort123!';

export interface CreateUserOptions {
  kind: UserKind;
  email?: string;
  /** null: an account without a password (e.g. invited but not yet accepted). */
  password?: string | null;
  /** Trials only: days until the trial ends (default 7). */
  trialDaysLeft?: number;
  /** false: the user has not accepted the current terms version. */
  acceptedTerms?: boolean;
  greeting?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
  phoneNumber?: string | null;
  emailNewsletter?: boolean;
  licenseType?: number;
  licenseExpiration?: string | null;
  roles?: string[];
  fixedPasswordAccount?: boolean;
  disableEmail?: boolean;
  freeAccount?: boolean;
  maximumApiKeys?: number;
  emailConfirmed?: boolean;
  /** When the address was confirmed (the help-install mail counts its day from it). */
  emailConfirmedAt?: Date;
  maxDevices?: number | null;
  hasCompletedInstall?: boolean;
  loggedInApp?: boolean;
  nextCustomer?: boolean;
  paying?: boolean;
  spam?: boolean;
  createdAt?: Date;
}

/** Inserts a user of the given kind; every other field may be overridden. */
export async function createUser(db: Kysely<Database>, options: CreateUserOptions): Promise<User> {
  const password = options.password === undefined ? defaultPassword : options.password;
  const values: Insertable<UsersTable> = {
    greeting: 'Frau',
    first_name: 'Erika',
    last_name: 'Mustermann',
    company_name: 'Muster Brandschutz GmbH',
    phone_number: '+49 30 1234567',
    email_confirmed: true,
    ...userKinds[options.kind](),
    ...(options.kind === 'trial' && options.trialDaysLeft !== undefined ? { license_expiration: dateInDays(options.trialDaysLeft) } : {}),
    ...overrides(options),
    email: options.email ?? uniqueEmail(options.kind),
    password_hash: password === null ? null : await cachedPasswordHash(password),
  };
  const user = await db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
  if (options.acceptedTerms !== false) await acceptCurrentTerms(db, user.id);
  return user;
}

/** The options that name a column, as column values; absent options keep the kind's defaults. */
function overrides(options: CreateUserOptions): Partial<Insertable<UsersTable>> {
  return definedOnly({
    greeting: options.greeting,
    first_name: options.firstName,
    last_name: options.lastName,
    company_name: options.companyName,
    phone_number: options.phoneNumber,
    email_newsletter: options.emailNewsletter,
    license_type: options.licenseType,
    license_expiration: options.licenseExpiration,
    roles: options.roles,
    fixed_password_account: options.fixedPasswordAccount,
    disable_email: options.disableEmail,
    free_account: options.freeAccount,
    maximum_api_keys: options.maximumApiKeys,
    email_confirmed: options.emailConfirmed,
    email_confirmed_at: options.emailConfirmedAt,
    max_devices: options.maxDevices,
    has_completed_install: options.hasCompletedInstall,
    logged_in_app: options.loggedInApp,
    next_customer: options.nextCustomer,
    paying: options.paying,
    spam: options.spam,
    created_at: options.createdAt,
  });
}
