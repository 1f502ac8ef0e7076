import type { ErrorCode } from '@bfsm/api-adapter';
import type { DomainErrorDetails, DomainErrorReason } from './domain-error.js';

/** How one reason is answered: the contract's error code (which fixes the status), the German text and the form field. */
export interface DomainErrorAnswer<D> {
  code: ErrorCode;
  message: string | ((details: D) => string);
  field?: string | ((details: D) => string);
}

/**
 * The answers to every reason. Each feature words its own refusals beside its texts
 * (`*-answers.ts`, typed `satisfies Partial<DomainErrorAnswers>`); the composition merges them
 * into one value of this type, so a reason nobody answers fails the typecheck — and `http/`
 * answers them without knowing any feature.
 */
export type DomainErrorAnswers = { readonly [R in DomainErrorReason]: DomainErrorAnswer<DomainErrorDetails[R]> };
