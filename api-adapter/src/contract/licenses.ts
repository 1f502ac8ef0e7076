import * as z from 'zod/mini';
import { successAnswer, successMessageAnswer } from './answers.js';
import { adminOnly } from './access.js';
import { defineCall, defineTokenCall } from './define.js';
import { clearableLicenseDate, formToken, isoDate, licenseTypeCode, recordId } from './fields.js';
import { poolToken } from './pools.js';

/** Licences as the admin edits them, the licences issued to a user, and pool licences. */

/** A user a licence belongs to, named by id and address so the screen can show and link it. */
const licenseParty = z.object({ id: z.number(), email: z.string() });

export const license = z.object({
  id: z.number(),
  /** Who uses the licence; null for a pool licence not handed out yet. */
  user: z.nullable(licenseParty),
  /** Who owns it (the pool owner for a viewer licence); null when the user owns it. */
  owner: z.nullable(licenseParty),
  licenseType: z.number(),
  /** YYYY-MM-DD, null without an expiry. */
  expiration: z.nullable(z.string()),
});
export type License = z.infer<typeof license>;

const licenseParams = z.object({ licenseId: recordId });

export const getLicense = defineCall({
  name: 'getLicense',
  method: 'GET',
  path: '/webapi/license/:licenseId',
  access: adminOnly,
  encoding: 'none',
  params: licenseParams,
  response: license,
});

/** A token call of our own: every write of the portal carries a form token (decision 002). */
export const licenseToken = defineTokenCall('licenseToken', '/webapi/licenseToken', 'license', adminOnly);

export const updateLicense = defineCall({
  name: 'updateLicense',
  method: 'POST',
  path: '/webapi/license/:licenseId',
  access: adminOnly,
  encoding: 'form',
  params: licenseParams,
  body: z.object({ licensetype: licenseTypeCode, expiration: clearableLicenseDate, _token: formToken }),
  response: successMessageAnswer,
  token: { call: licenseToken, field: 'body._token' },
});

/** Deletes a licence; a pool member who held it gets the 'license-removed' mail. */
export const deleteLicense = defineCall({
  name: 'deleteLicense',
  method: 'DELETE',
  path: '/webapi/license/:licenseId',
  access: adminOnly,
  encoding: 'none',
  params: licenseParams,
  query: z.object({ token: formToken }),
  response: successAnswer,
  token: { call: licenseToken, field: 'query.token' },
});

/** Licences issued to a user's devices, one entry per calendar day (YYYY-MM-DD). */
export const listIssuedLicenses = defineCall({
  name: 'listIssuedLicenses',
  method: 'GET',
  path: '/webapi/issued-licenses/:userId',
  access: adminOnly,
  encoding: 'none',
  params: z.object({ userId: recordId }),
  response: z.array(z.object({ id: z.number(), date: isoDate })),
});

/**
 * An admin adds a viewer licence to a pool. `userid` chooses whose it is: the pool owner (a free
 * licence of the pool) or a member (who holds it from now on; his previous one is free again).
 */
export const createLicense = defineCall({
  name: 'createLicense',
  method: 'POST',
  path: '/webapi/create-license/:poolId',
  access: adminOnly,
  encoding: 'form',
  params: z.object({ poolId: recordId }),
  body: z.object({ userid: recordId, expiration: clearableLicenseDate, licensetype: licenseTypeCode, _token: formToken }),
  response: successAnswer,
  token: { call: poolToken, field: 'body._token' },
});
