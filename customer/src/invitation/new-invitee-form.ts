import { invitationCalls, type CallInput } from '@bfsm/api-adapter';
import { contractProblems, hasProblems } from '../forms/contract-problems';
import { passwordPairErrors } from '../forms/password-pair';
import type { FieldErrors } from '../forms/server-target';
import type { SignUpValues } from '../forms/sign-up';
import { signUpTexts } from '../forms/sign-up-texts';

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

type AcceptBody = CallInput<typeof invitationCalls.acceptInvitation>['body'];

/** One message per consent box, as the registration words them. */
const wording: FieldErrors<NewInviteeField> = { accept_privacy: signUpTexts.privacyRequired, accept_terms: signUpTexts.termsRequired };

/**
 * Checks the form with the acceptance's own schema, and the password with the registration's
 * wording, and builds the body when every check passes.
 */
export function parseNewInvitee(values: SignUpValues): { errors: FieldErrors<NewInviteeField> } | { body: AcceptBody } {
  const body = {
    newPassword1: values.password,
    newPassword2: values.passwordRepeat,
    accept_privacy: values.privacy,
    accept_terms: values.terms,
    newsletter: values.newsletter,
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    greeting: values.greeting,
  };
  const password = passwordPairErrors(values.password, values.passwordRepeat, 'register');
  const errors: FieldErrors<NewInviteeField> = {
    ...contractProblems(invitationCalls.acceptInvitation.body, body, newInviteeFields, wording),
    newPassword1: password?.['plainPassword.first'],
    newPassword2: password?.['plainPassword.second'],
  };
  // The schema has just accepted this body, so it is what the call takes.
  return hasProblems(errors) ? { errors } : { body: body as AcceptBody };
}
