import * as z from 'zod/mini';
import { signedIn } from './access.js';
import { defineCall } from './define.js';
import { isoDate, isoDateTime } from './fields.js';
import { invoice } from './orders.js';
import { passkey } from './passkeys.js';

/**
 * Everything the portal stores about the signed-in user, as one JSON file (GDPR Art. 15 and 20;
 * an addition to the original calls). Secrets are left out: the password hash, session and code hashes, and
 * the bodies of mails, which can hold one-time links.
 */

/** The name the browser saves the answer under (Content-Disposition: attachment). */
export const myDataFileName = 'meine-daten.json';

/** The download is a plain link in the app, so the app needs the address without the schema. */
export const myDataPath = '/webapi/my-data';

const timestamp = isoDateTime;
const nullableTimestamp = z.nullable(isoDateTime);

export const myData = z.object({
  exportedAt: timestamp,
  profile: z.object({
    id: z.number(),
    email: z.string(),
    greeting: z.nullable(z.string()),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    companyName: z.nullable(z.string()),
    phoneNumber: z.nullable(z.string()),
    emailNewsletter: z.boolean(),
    emailConfirmed: z.boolean(),
    emailDeliveryDisabled: z.boolean(),
    roles: z.array(z.string()),
    licenseType: z.number(),
    licenseExpiration: z.nullable(isoDate),
    freeAccount: z.boolean(),
    fixedPasswordAccount: z.boolean(),
    maximumAPIKeys: z.number(),
    maximumAllowedDevices: z.nullable(z.number()),
    hasCompletedInstall: z.boolean(),
    loggedInApp: z.boolean(),
    nextCustomer: z.boolean(),
    paying: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
    lastLoginAt: nullableTimestamp,
  }),
  /** Licences held by the user, with the pool they come from. */
  licenses: z.array(
    z.object({
      id: z.number(),
      licenseType: z.number(),
      expiration: z.nullable(isoDate),
      poolId: z.nullable(z.number()),
      createdAt: timestamp,
    }),
  ),
  ownedPools: z.array(z.object({ id: z.number(), name: z.string(), createdAt: timestamp })),
  poolMemberships: z.array(z.object({ poolId: z.number(), poolName: z.string(), licenseId: z.nullable(z.number()), joinedAt: timestamp })),
  /** Invitations addressed to the user's e-mail address. */
  invitations: z.array(
    z.object({
      id: z.number(),
      poolName: z.string(),
      licenseType: z.number(),
      status: z.string(),
      createdAt: timestamp,
      respondedAt: nullableTimestamp,
    }),
  ),
  devices: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      machineId: z.string(),
      firstSeenAt: timestamp,
      lastSeenAt: timestamp,
      deactivationRequestedAt: nullableTimestamp,
    }),
  ),
  issuedLicenses: z.array(z.object({ id: z.number(), issuedAt: timestamp })),
  /**
   * The account's invoices and Stornorechnungen as its 'Rechnungen' lists them, newest first: the
   * facts with the billing data they carry, not the files ('Rechnungen' downloads those). They are
   * kept for the legal retention period also when the account is deleted (decision 065).
   */
  invoices: z.array(invoice),
  features: z.array(z.object({ name: z.string(), enabled: z.boolean() })),
  notifications: z.array(z.object({ slug: z.string(), subject: z.string(), sentAt: timestamp })),
  /** The mail queue's entries for the user, without their bodies. */
  mails: z.array(
    z.object({
      slug: z.string(),
      subject: z.string(),
      toAddress: z.string(),
      status: z.string(),
      createdAt: timestamp,
      sentAt: nullableTimestamp,
    }),
  ),
  /** Consents to privacy policy and terms, by version. */
  consents: z.array(z.object({ version: z.string(), acceptedAt: timestamp })),
  /** The account's passkeys by name and use; their keys are public keys and stay out, like hashes. */
  passkeys: z.array(passkey),
  sessions: z.array(
    z.object({
      ip: z.nullable(z.string()),
      userAgent: z.nullable(z.string()),
      signedInAt: timestamp,
      lastActiveAt: timestamp,
      expiresAt: timestamp,
      current: z.boolean(),
    }),
  ),
});
export type MyData = z.infer<typeof myData>;

export const getMyData = defineCall({
  name: 'getMyData',
  method: 'GET',
  path: myDataPath,
  access: signedIn,
  encoding: 'none',
  response: myData,
});
