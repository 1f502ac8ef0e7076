import * as z from 'zod/mini';
import { successAnswer, successMessageAnswer } from './answers.js';
import { adminOnly, ownerOrAdmin, signedIn } from './access.js';
import { defineCall, defineTokenCall } from './define.js';
import {
  checkbox,
  clearableLicenseDate,
  countField,
  formToken,
  greetingOrEmpty,
  licenseTypeCode,
  recordId,
  optionalText,
  passwordPair,
} from './fields.js';

/** The profile form (own account, or any account for admins), its admin area and the password change. */

export const userDetailsToken = defineTokenCall('userDetailsToken', '/webapi/userDetailsToken', 'user-details', signedIn);

const profileFields = {
  greeting: greetingOrEmpty,
  firstName: optionalText,
  lastName: optionalText,
  phone_number: optionalText,
  companyName: optionalText,
  email_newsletter: checkbox,
  _token: formToken,
};

const userIdParams = z.object({ userId: recordId });

export const saveProfile = defineCall({
  name: 'saveProfile',
  method: 'POST',
  path: '/webapi/account/:userId',
  access: ownerOrAdmin('own-account', 'userId'),
  encoding: 'form',
  params: userIdParams,
  body: z.object(profileFields),
  response: successMessageAnswer,
  token: { call: userDetailsToken, field: 'body._token' },
});

/** The profile fields plus the admin area of the profile form. */
export const saveAdminAccount = defineCall({
  name: 'saveAdminAccount',
  method: 'POST',
  path: '/webapi/admin_account/:userId',
  access: adminOnly,
  encoding: 'form',
  params: userIdParams,
  body: z.object({
    ...profileFields,
    licenseType: licenseTypeCode,
    currentLicenseExpiration: clearableLicenseDate,
    disableEmail: checkbox,
    fixedPasswordAccount: checkbox,
    freeAccount: checkbox,
    maximumAPIKeys: countField,
    /** Not in this call's original field list, but a field of the admin area it saves. */
    emailConfirmed: checkbox,
    /** Simultaneous devices (Classic only); left out, the stored number stays. */
    maximumAllowedDevices: z.optional(countField),
  }),
  response: successMessageAnswer,
  token: { call: userDetailsToken, field: 'body._token' },
});

export const changePasswordToken = defineTokenCall('changePasswordToken', '/webapi/changePwToken', 'change-password', signedIn);

/** Without userId the own password; an admin changing another user's password sends no old password. */
export const changePassword = defineCall({
  name: 'changePassword',
  method: 'POST',
  path: '/webapi/changePw/:userId?',
  access: { ...ownerOrAdmin('own-account', 'userId'), refusesLimitedUser: true },
  /** A wrong old password. */
  errors: ['invalid-credentials'],
  encoding: 'form',
  params: z.object({ userId: z.optional(recordId) }),
  body: z.object({ oldPassword: z.optional(z.string()), plainPassword: passwordPair, _token: formToken }),
  response: successAnswer,
  token: { call: changePasswordToken, field: 'body._token' },
});
