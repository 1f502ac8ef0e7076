import type { DomainErrorAnswers } from '../errors/domain-error-answer.js';
import { installerTexts } from './installer-texts.js';

/** The installer download's refusals. The composition merges every folder's answers into one map that must answer every reason. */
export const installerAnswers = {
  installerMissing: { code: 'not-found', message: installerTexts.missing },
} satisfies Partial<DomainErrorAnswers>;
