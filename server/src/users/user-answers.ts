import { texts } from '@bfsm/api-adapter';
import type { DomainErrorAnswers } from '../errors/domain-error-answer.js';
import { userTexts } from './user-texts.js';

/** The user administration's refusals. The composition merges every folder's answers into one map that must answer every reason. */
export const userAnswers = {
  ownAccountDeletion: { code: 'forbidden', message: userTexts.ownAccountDeletion },
  ownAdminRights: { code: 'forbidden', message: userTexts.ownAdminRights },
  adminCreatePasswordTooShort: { code: 'invalid-input', message: texts.password.newTooShort, field: 'plainPassword.first' },
  adminCreatePasswordMismatch: { code: 'invalid-input', message: texts.password.mismatch, field: 'plainPassword.second' },
  userAddressTaken: { code: 'account-exists', message: texts.admin.accountExists, field: 'email' },
} satisfies Partial<DomainErrorAnswers>;
