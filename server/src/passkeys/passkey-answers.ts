import type { DomainErrorAnswers } from '../errors/domain-error-answer.js';
import { passkeyTexts } from './passkey-texts.js';

/** The passkeys' refusals. The composition merges every folder's answers into one map that must answer every reason. */
export const passkeyAnswers = {
  passkeyRefused: { code: 'invalid-credentials', message: passkeyTexts.refused },
  passkeyUnverified: { code: 'invalid-credentials', message: passkeyTexts.unverified },
  passkeyExists: { code: 'invalid-input', message: passkeyTexts.exists },
  lastWayToSignIn: { code: 'invalid-input', message: passkeyTexts.lastWayToSignIn },
} satisfies Partial<DomainErrorAnswers>;
