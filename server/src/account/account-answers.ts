import { texts } from '@bfsm/api-adapter';
import type { DomainErrorAnswers } from '../errors/domain-error-answer.js';
import { accountTexts } from './account-texts.js';

/** The account page's refusals. The composition merges every folder's answers into one map that must answer every reason. */
export const accountAnswers = {
  oldPasswordMissing: { code: 'invalid-input', message: texts.validation.required, field: 'oldPassword' },
  oldPasswordWrong: { code: 'invalid-credentials', message: accountTexts.oldPasswordWrong, field: 'oldPassword' },
} satisfies Partial<DomainErrorAnswers>;
