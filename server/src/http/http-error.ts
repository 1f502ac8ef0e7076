import { texts } from '@bfsm/api-adapter';

/** An expected failure with a German message for the user; the error handler turns it into `{ error, message, target }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly target?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  static unauthorized(): HttpError {
    return new HttpError(401, 'unauthorized', texts.errors.unauthorized);
  }
  static forbidden(): HttpError {
    return new HttpError(403, 'forbidden', texts.errors.forbidden);
  }
  static invalidToken(): HttpError {
    return new HttpError(403, 'invalid-token', texts.errors.invalidToken);
  }
  static payloadTooLarge(message: string = texts.errors.payloadTooLarge, target?: string): HttpError {
    return new HttpError(413, 'payload-too-large', message, target);
  }

  static invalidInput(message: string = texts.errors.invalidInput, target?: string): HttpError {
    return new HttpError(400, 'invalid-input', message, target);
  }
}
