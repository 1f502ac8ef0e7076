import { texts } from '@bfsm/api-adapter';
import type { DomainErrorAnswers } from '../errors/domain-error-answer.js';
import { serverTexts } from './server-texts.js';

/** Answers every domain may give. The composition merges every folder's answers into one map that must answer every reason. */
export const commonAnswers = {
  notFound: { code: 'not-found', message: texts.errors.notFound },
  forbidden: { code: 'forbidden', message: texts.errors.forbidden },
  unauthorized: { code: 'unauthorized', message: texts.errors.unauthorized },
  tooManyAttempts: { code: 'too-many-attempts', message: texts.errors.tooManyAttempts },
  requestMismatch: { code: 'invalid-input', message: serverTexts.requestMismatch, field: (details) => details.field },
} satisfies Partial<DomainErrorAnswers>;
