import { texts } from '../domain/texts.js';

/** The one error type every failed call turns into, whatever went wrong. */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** Stable machine-readable code from the server (`invalid-credentials`, `terms-consent`, …). */
    readonly code: string,
    /** German text that can be shown to the user as it is. */
    message: string,
    /** The form field the error belongs to, when the server names one. */
    readonly target?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static network(): ApiError {
    return new ApiError(0, 'network', texts.errors.network);
  }
}
