import { texts } from '@bfsm/api-adapter';
import type { DomainErrorAnswers } from '../errors/domain-error-answer.js';
import { featureTexts } from './feature-texts.js';

/** The features' refusals. The composition merges every folder's answers into one map that must answer every reason. */
export const featureAnswers = {
  unknownFeature: { code: 'not-found', message: featureTexts.unknownFeature },
  featureNameTaken: { code: 'feature-exists', message: texts.admin.featureExists, field: 'name' },
} satisfies Partial<DomainErrorAnswers>;
