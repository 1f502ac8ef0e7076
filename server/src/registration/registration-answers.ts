import { texts } from '@bfsm/api-adapter';
import type { DomainErrorAnswers } from '../errors/domain-error-answer.js';
import { registrationTexts } from './registration-texts.js';

/** The registration's and its links' refusals. The composition merges every folder's answers into one map that must answer every reason. */
export const registrationAnswers = {
  emailNotConfirmed: { code: 'email-not-confirmed', message: registrationTexts.emailNotConfirmed },
  termsConsentMissing: { code: 'terms-consent', message: texts.errors.termsConsent },
  captchaInvalid: { code: 'invalid-input', message: registrationTexts.captchaInvalid, field: 'captcha' },
  phoneRequired: { code: 'invalid-input', message: registrationTexts.phoneRequired, field: 'phone_number' },
  linkInvalid: { code: 'code-invalid', message: registrationTexts.linkInvalid },
  linkExpired: { code: 'code-expired', message: registrationTexts.linkExpired },
  linkUsed: { code: 'code-used', message: registrationTexts.linkUsed },
} satisfies Partial<DomainErrorAnswers>;
