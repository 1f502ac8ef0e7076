import { errorStatus, type ApiErrorBody } from '@bfsm/api-adapter';
import type { DomainError } from '../errors/domain-error.js';
import type { DomainErrorAnswer, DomainErrorAnswers } from '../errors/domain-error-answer.js';

/** The status and body that answer a domain error. */
export type AnswerToDomainError = (error: DomainError) => { status: number; body: ApiErrorBody };

/**
 * Answers domain errors from the merged answers the composition hands in
 * (composition/domain-error-answers.ts), so this folder imports no feature.
 */
export function createDomainErrorAnswerer(answers: DomainErrorAnswers): AnswerToDomainError {
  return (error) => {
    const answer = answers[error.reason] as DomainErrorAnswer<unknown>;
    const word = <T>(part: string | ((details: T) => string), details: T) => (typeof part === 'function' ? part(details) : part);
    const body: ApiErrorBody = { error: answer.code, message: word(answer.message, error.details) };
    if (answer.field) body.target = word(answer.field, error.details);
    return { status: errorStatus[answer.code], body };
  };
}
