import { registrationCalls, texts, type CallInput } from '@bfsm/api-adapter';
import { captchaTexts } from '../captcha/captcha-texts';
import { blankProblems, contractProblems, hasProblems } from '../forms/contract-problems';
import { passwordPairErrors, passwordPairFields } from '../forms/password-pair';
import type { FieldErrors } from '../forms/server-target';
import { emptySignUp, type SignUpValues } from '../forms/sign-up';
import { signUpTexts } from '../forms/sign-up-texts';

export type Edition = 'next-trial' | 'concept';

/** What only the registration asks, beside the fields it shares with the invitation's new-user form. */
export interface ContactValues {
  companyName: string;
  phone: string;
  email: string;
}

export type RegistrationValues = SignUpValues & ContactValues;

export const emptyContact: ContactValues = { companyName: '', phone: '', email: '' };
export const emptyRegistration: RegistrationValues = { ...emptySignUp, ...emptyContact };

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

/** Where the form words a problem its own way: one message per consent box, and the captcha's. */
const wording: FieldErrors<RegistrationField> = {
  privacy_policy_accepted: signUpTexts.privacyRequired,
  terms_accepted: signUpTexts.termsRequired,
  captcha: captchaTexts.required,
};

/**
 * Checks the form with the registration's own schema before anything is sent, and builds the
 * request body when every check passes. The form asks for an e-mail address left empty rather
 * than calling it invalid, and for the phone number unless the operator made it optional (the
 * schema leaves that to the server, which knows the setting).
 */
export function parseRegistration(
  values: RegistrationValues,
  edition: Edition,
  captcha: string | undefined,
  token: string,
  phoneRequired = true,
): { errors: FieldErrors<RegistrationField> } | { body: RegistrationBody } {
  const body = {
    user_register: {
      email: values.email.trim(),
      greeting: values.greeting,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      companyName: values.companyName.trim(),
      phone_number: values.phone.trim(),
      plainPassword: { first: values.password, second: values.passwordRepeat },
      license_type: edition,
      privacy_policy_accepted: values.privacy,
      terms_accepted: values.terms,
      email_newsletter: values.newsletter,
      captcha,
      _token: token,
    },
  };
  const errors: FieldErrors<RegistrationField> = {
    ...contractProblems(registrationCalls.register.body, body, registrationFields, wording),
    ...blankProblems<RegistrationField>(
      { email: values.email, ...(phoneRequired ? { phone_number: values.phone } : {}) },
      texts.validation.required,
    ),
    ...passwordPairErrors(values.password, values.passwordRepeat, 'register'),
  };
  // The schema has just accepted this body, so it is what the call takes.
  return hasProblems(errors) ? { errors } : { body: body as RegistrationBody };
}
