import { texts } from '@bfsm/api-adapter';
import type { DomainErrorAnswers } from '../errors/domain-error-answer.js';
import { passwordProblemTexts } from './password-texts.js';

/** The sign-in's and the password rules' refusals. The composition merges every folder's answers into one map that must answer every reason. */
export const authAnswers = {
  loginRequired: { code: 'invalid-input', message: texts.forms.loginRequired },
  invalidCredentials: { code: 'invalid-credentials', message: texts.errors.invalidCredentials },
  weakPassword: { code: 'invalid-input', message: (details) => passwordProblemTexts[details.problem], field: (details) => details.field },
  passwordPairRefused: { code: 'invalid-input', message: (details) => details.message, field: (details) => details.field },
  limitedUser: { code: 'limited-user', message: texts.password.limitedUser },
} satisfies Partial<DomainErrorAnswers>;
