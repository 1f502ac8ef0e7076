import { LICENSE, accountCalls, licenseTypeCodes, texts, type AdminUserInfo, type Greeting, type UserInfo } from '@bfsm/api-adapter';
import { blankProblems, contractProblems } from '../../forms/contract-problems';
import { asGreeting } from '../../forms/greeting';
import type { FieldErrors } from '../../forms/server-target';

/** The profile form's own fields, as typed. */
export interface ProfileValues {
  /** '' is a choice on the profile: no greeting. */
  greeting: Greeting | '';
  firstName: string;
  lastName: string;
  phone_number: string;
  companyName: string;
  email_newsletter: boolean;
}

/** The admin area of the form, as typed: numbers and dates stay text until they are sent. */
export interface AdminValues {
  licenseType: string;
  currentLicenseExpiration: string;
  disableEmail: boolean;
  fixedPasswordAccount: boolean;
  freeAccount: boolean;
  maximumAPIKeys: string;
  emailConfirmed: boolean;
  maximumAllowedDevices: string;
}

/** The fields a server error's target may name, under the names the server uses. */
export const profileFormFields = [
  'greeting',
  'firstName',
  'lastName',
  'phone_number',
  'companyName',
  'licenseType',
  'currentLicenseExpiration',
  'maximumAPIKeys',
  'maximumAllowedDevices',
] as const;
export type ProfileFormField = (typeof profileFormFields)[number];

export const licenseTypeOptions = licenseTypeCodes.map(String);

export function profileValues(user: UserInfo): ProfileValues {
  return {
    greeting: asGreeting(user.greeting),
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone_number: user.phoneNumber ?? '',
    companyName: user.companyName ?? '',
    email_newsletter: user.emailNewsletter,
  };
}

export function adminValues(info: AdminUserInfo): AdminValues {
  return {
    licenseType: String(info.licenseType),
    currentLicenseExpiration: info.currentLicenseExpiration?.slice(0, 10) ?? '',
    disableEmail: info.disableEmail,
    fixedPasswordAccount: info.fixedPasswordAccount,
    freeAccount: info.freeAccount,
    maximumAPIKeys: String(info.maximumAPIKeys),
    emailConfirmed: info.emailConfirmed,
    maximumAllowedDevices: String(info.maximumAllowedDevices),
  };
}

/** The number of devices is a Classic setting; the form shows and sends it for Classic only. */
export function isClassic(values: Pick<AdminValues, 'licenseType'>): boolean {
  return Number(values.licenseType) === LICENSE.classic;
}

/**
 * What the browser can check before sending: the schema of the call the form saves through
 * (with the admin area, admin_account), so the words are the server's. A count left empty is no
 * whole number here, although the schema would read it as 0.
 */
export function profileProblems(profile: ProfileValues, admin: AdminValues | undefined): FieldErrors<ProfileFormField> {
  if (!admin) return contractProblems(accountCalls.saveProfile.body, profile, profileFormFields);
  const counts = {
    maximumAPIKeys: admin.maximumAPIKeys,
    ...(isClassic(admin) ? { maximumAllowedDevices: admin.maximumAllowedDevices } : {}),
  };
  return {
    ...contractProblems(accountCalls.saveAdminAccount.body, { ...profile, ...adminBody(admin) }, profileFormFields),
    ...blankProblems<ProfileFormField>(counts, texts.validation.wholeNumber),
  };
}

/** The admin area's part of the body of admin_account (the profile fields come beside it). */
export function adminBody(values: AdminValues) {
  return {
    licenseType: values.licenseType,
    currentLicenseExpiration: values.currentLicenseExpiration.trim(),
    disableEmail: values.disableEmail,
    fixedPasswordAccount: values.fixedPasswordAccount,
    freeAccount: values.freeAccount,
    maximumAPIKeys: values.maximumAPIKeys.trim(),
    emailConfirmed: values.emailConfirmed,
    ...(isClassic(values) ? { maximumAllowedDevices: values.maximumAllowedDevices.trim() } : {}),
  };
}
