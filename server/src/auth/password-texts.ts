import { texts } from '@bfsm/api-adapter';
import type { PasswordProblem } from './password-policy.js';

/** How each problem of a new password is worded for the password field. */
export const passwordProblemTexts: Readonly<Record<PasswordProblem, string>> = {
  tooShort: texts.password.tooShort,
  equalsEmail: texts.password.equalsEmail,
  tooCommon: texts.password.tooCommon,
};
