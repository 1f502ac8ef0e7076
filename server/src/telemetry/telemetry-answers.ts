import type { DomainErrorAnswers } from '../errors/domain-error-answer.js';
import { telemetryTexts } from './telemetry-texts.js';

/** The error reports' refusals. The composition merges every folder's answers into one map that must answer every reason. */
export const telemetryAnswers = {
  malformedErrorReport: { code: 'invalid-input', message: telemetryTexts.malformedReport },
  foreignErrorReport: { code: 'forbidden', message: telemetryTexts.foreignProject },
} satisfies Partial<DomainErrorAnswers>;
