import { DomainError } from '../errors/domain-error.js';
import type { CodeCheck } from '../codes/one-time-codes.js';

/** The refusal of a code from a mail link that cannot be used. */
export function codeError(check: Extract<CodeCheck, { ok: false }>): DomainError {
  switch (check.reason) {
    case 'expired':
      return new DomainError('linkExpired');
    case 'used':
      return new DomainError('linkUsed');
    case 'unknown':
      return new DomainError('linkInvalid');
    case 'throttled':
      return new DomainError('tooManyAttempts');
  }
}
