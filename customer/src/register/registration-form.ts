import { greetings, texts, type CallInput, type Greeting, type registrationCalls } from '@bfsm/api-adapter';
import { looksLikeEmail } from '../forms/looks-like-email';
import { passwordPairErrors, passwordPairFields } from '../forms/password-pair';
import type { FieldErrors } from '../forms/server-target';
import { registerTexts } from './register-texts';
import { captchaTexts } from '../captcha/captcha-texts';

export type Edition = 'next-trial' | 'concept';

export interface RegistrationValues {
  greeting: Greeting | '';
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  email: string;
  password: string;
  passwordRepeat: string;
  newsletter: boolean;
  privacy: boolean;
  terms: boolean;
}

export const emptyRegistration: RegistrationValues = {
  greeting: '',
  firstName: '',
  lastName: '',
  companyName: '',
  phone: '',
  email: '',
  password: '',
  passwordRepeat: '',
  newsletter: false,
  privacy: false,
  terms: false,
};

/** The fields of the form under the names the server uses in an error's `target`. */
export const registrationFields = [
  'greeting',
  'firstName',
  'lastName',
  'companyName',
  'phone_number',
  'email',
  ...passwordPairFields,
  'email_newsletter',
  'privacy_policy_accepted',
  'terms_accepted',
  'captcha',
] as const;
export type RegistrationField = (typeof registrationFields)[number];

type RegistrationBody = CallInput<typeof registrationCalls.register>['body'];

export function asGreeting(value: string): Greeting | '' {
  return greetings.find((greeting) => greeting === value) ?? '';
}

/**
 * Checks the form (domain/rules.ts) before anything is sent, and builds the request body
 * when every check passes. The phone number is required unless the operator made it optional.
 */
export function parseRegistration(
  values: RegistrationValues,
  edition: Edition,
  captcha: string | undefined,
  token: string,
  phoneRequired = true,
): { errors: FieldErrors<RegistrationField> } | { body: RegistrationBody } {
  const errors: FieldErrors<RegistrationField> = {};
  if (!values.greeting) errors.greeting = texts.validation.greeting;
  const required: Array<[RegistrationField, string]> = [
    ['firstName', values.firstName],
    ['lastName', values.lastName],
    ['companyName', values.companyName],
    ...(phoneRequired ? ([['phone_number', values.phone]] as Array<[RegistrationField, string]>) : []),
    ['email', values.email],
  ];
  for (const [field, value] of required) if (!value.trim()) errors[field] = texts.validation.required;
  if (!errors.email && !looksLikeEmail(values.email)) errors.email = texts.validation.email;
  Object.assign(errors, passwordPairErrors(values.password, values.passwordRepeat, 'register'));
  if (!values.privacy) errors.privacy_policy_accepted = registerTexts.privacyRequired;
  if (!values.terms) errors.terms_accepted = registerTexts.termsRequired;
  if (!captcha) errors.captcha = captchaTexts.required;
  // The last two repeat checks above so that TypeScript narrows greeting and captcha for the body.
  if (Object.keys(errors).length || !values.greeting || !captcha) return { errors };

  return {
    body: {
      user_register: {
        email: values.email.trim(),
        greeting: values.greeting,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        companyName: values.companyName.trim(),
        phone_number: values.phone.trim(),
        plainPassword: { first: values.password, second: values.passwordRepeat },
        license_type: edition,
        privacy_policy_accepted: true,
        terms_accepted: true,
        email_newsletter: values.newsletter,
        captcha,
        _token: token,
      },
    },
  };
}
