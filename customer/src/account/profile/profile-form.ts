import {
  LICENSE,
  greetings,
  isLicenseDateAllowed,
  licenseTypeCodes,
  texts,
  type AdminUserInfo,
  type Greeting,
  type UserInfo,
} from '@bfsm/api-adapter';
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

/** A greeting the form offers, or '' for anything else (also what older accounts may hold). */
export function asGreeting(value: string | null): Greeting | '' {
  return (greetings as readonly string[]).includes(value ?? '') ? (value as Greeting) : '';
}

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

const wholeNumber = /^\d+$/;

/** What the browser can check before sending, worded as the server words it. */
export function adminProblems(values: AdminValues): FieldErrors<ProfileFormField> {
  const problems: FieldErrors<ProfileFormField> = {};
  const date = values.currentLicenseExpiration.trim();
  if (date && !/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.currentLicenseExpiration = texts.validation.date;
  else if (date && !isLicenseDateAllowed(date)) problems.currentLicenseExpiration = texts.validation.licenseDateTooEarly;
  if (!wholeNumber.test(values.maximumAPIKeys.trim())) problems.maximumAPIKeys = texts.validation.wholeNumber;
  if (isClassic(values) && !wholeNumber.test(values.maximumAllowedDevices.trim()))
    problems.maximumAllowedDevices = texts.validation.wholeNumber;
  return problems;
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
