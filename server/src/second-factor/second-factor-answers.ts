import type { DomainErrorAnswers } from '../errors/domain-error-answer.js';
import { secondFactorTexts } from './second-factor-texts.js';

/** The second factor's refusals. The composition merges every folder's answers into one map that must answer every reason. */
export const secondFactorAnswers = {
  signInAgain: { code: 'invalid-credentials', message: secondFactorTexts.signInAgain },
  loginCodeWrong: { code: 'invalid-credentials', message: secondFactorTexts.codeWrong },
  secondFactorCodeWrong: { code: 'invalid-input', message: secondFactorTexts.codeWrong, field: 'code' },
  passwordOrCodeWrong: { code: 'invalid-input', message: secondFactorTexts.passwordOrCodeWrong, field: (details) => details.field },
  identityCodeMissing: { code: 'invalid-input', message: secondFactorTexts.identityCodeMissing, field: 'code' },
  identityNeedsPasskey: { code: 'invalid-input', message: secondFactorTexts.identityNeedsPasskey },
  secondFactorNotEnabled: { code: 'invalid-input', message: secondFactorTexts.notEnabled },
  secondFactorAlreadyEnabled: { code: 'invalid-input', message: secondFactorTexts.alreadyEnabled },
  secondFactorNoSetup: { code: 'invalid-input', message: secondFactorTexts.noSetup },
} satisfies Partial<DomainErrorAnswers>;
