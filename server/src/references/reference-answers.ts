import type { DomainErrorAnswers } from '../errors/domain-error-answer.js';
import { referenceTexts } from './reference-texts.js';

/** The references' refusals. The composition merges every folder's answers into one map that must answer every reason. */
export const referenceAnswers = {
  referenceNotAnImage: { code: 'invalid-input', message: referenceTexts.notAnImage, field: (details) => details.field },
  referenceImageBroken: { code: 'invalid-input', message: referenceTexts.brokenImage, field: (details) => details.field },
  referenceImageTooLarge: {
    code: 'payload-too-large',
    message: (details) => referenceTexts.tooManyPixels(details.maxPixels),
    field: (details) => details.field,
  },
} satisfies Partial<DomainErrorAnswers>;
