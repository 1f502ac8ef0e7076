import { texts, type CallInput, type Greeting, type invitationCalls } from '@bfsm/api-adapter';
import { passwordPairErrors } from '../forms/password-pair';
import type { FieldErrors } from '../forms/server-target';
import { registerTexts } from '../register/register-texts';

/** The form's fields under the names the server uses in an error's `target`. */
export const newInviteeFields = [
  'greeting',
  'first_name',
  'last_name',
  'newPassword1',
  'newPassword2',
  'newsletter',
  'accept_privacy',
  'accept_terms',
] as const;
export type NewInviteeField = (typeof newInviteeFields)[number];

export interface NewInviteeValues {
  greeting: Greeting | '';
  firstName: string;
  lastName: string;
  password: string;
  passwordRepeat: string;
  newsletter: boolean;
  privacy: boolean;
  terms: boolean;
}

export const emptyInvitee: NewInviteeValues = {
  greeting: '',
  firstName: '',
  lastName: '',
  password: '',
  passwordRepeat: '',
  newsletter: false,
  privacy: false,
  terms: false,
};

type AcceptBody = CallInput<typeof invitationCalls.acceptInvitation>['body'];

/** Checks the form by domain/rules.ts (invitation wording) and builds the body when every check passes. */
export function parseNewInvitee(values: NewInviteeValues): { errors: FieldErrors<NewInviteeField> } | { body: AcceptBody } {
  const errors: FieldErrors<NewInviteeField> = {};
  if (!values.greeting) errors.greeting = texts.validation.greeting;
  if (!values.firstName.trim()) errors.first_name = texts.validation.required;
  if (!values.lastName.trim()) errors.last_name = texts.validation.required;
  const password = passwordPairErrors(values.password, values.passwordRepeat, 'register');
  if (password?.['plainPassword.first']) errors.newPassword1 = password['plainPassword.first'];
  if (password?.['plainPassword.second']) errors.newPassword2 = password['plainPassword.second'];
  if (!values.privacy) errors.accept_privacy = registerTexts.privacyRequired;
  if (!values.terms) errors.accept_terms = registerTexts.termsRequired;
  if (Object.keys(errors).length || !values.greeting) return { errors };
  return {
    body: {
      newPassword1: values.password,
      newPassword2: values.passwordRepeat,
      accept_privacy: true,
      accept_terms: true,
      newsletter: values.newsletter,
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      greeting: values.greeting,
    },
  };
}
