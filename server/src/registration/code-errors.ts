import { texts } from '@bfsm/api-adapter';
import { HttpError } from '../http/http-error.js';
import type { CodeCheck } from '../codes/one-time-codes.js';
import { registrationTexts } from './registration-texts.js';

/** The German answer to a code from a mail link that cannot be used. */
export function codeError(check: Extract<CodeCheck, { ok: false }>): HttpError {
  switch (check.reason) {
    case 'expired':
      return new HttpError(410, 'code-expired', registrationTexts.linkExpired);
    case 'used':
      return new HttpError(410, 'code-used', registrationTexts.linkUsed);
    case 'unknown':
      return new HttpError(404, 'code-invalid', registrationTexts.linkInvalid);
    case 'throttled':
      return new HttpError(429, 'too-many-attempts', texts.errors.tooManyAttempts);
  }
}
