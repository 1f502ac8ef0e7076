import type { CallDeclaration, CallOutput } from '../contract/define.js';
import { errorStatus, isPossibleError, possibleErrors, type ErrorCode } from '../contract/errors.js';
import { describeIssues } from './request-check.js';

/** A success (HTTP 200) with the call's answer. */
export interface FakeSuccess<T> {
  readonly kind: 'ok';
  readonly body: T;
}

/** A refusal as the server words it: the status follows from the code (errors.ts `errorStatus`). */
export interface FakeFailure {
  readonly kind: 'failure';
  readonly code: ErrorCode;
  readonly message: string;
  readonly target?: string;
}

/** The server failed inside (500 `internal`), which any call may do. */
export interface FakeServerError {
  readonly kind: 'server-error';
}

/** The server could not be reached: fetch rejects. */
export interface FakeNetworkFailure {
  readonly kind: 'network';
}

/** The request is made but never answered: a slow server, or a call whose answer the test does not care about. */
export interface FakePending {
  readonly kind: 'pending';
}

export type FakeAnswer<T = unknown> = FakeSuccess<T> | FakeFailure | FakeServerError | FakeNetworkFailure | FakePending;

export const ok = <T>(body: T): FakeSuccess<T> => ({ kind: 'ok', body });

export const failure = (code: ErrorCode, message: string, target?: string): FakeFailure => ({
  kind: 'failure',
  code,
  message,
  ...(target ? { target } : {}),
});

export const serverError = (): FakeServerError => ({ kind: 'server-error' });

export const networkFailure = (): FakeNetworkFailure => ({ kind: 'network' });

export const pending = (): FakePending => ({ kind: 'pending' });

/** A test that asks the fake for something the server would never do. */
export class FakeApiError extends Error {
  override name = 'FakeApiError';
}

/**
 * The answer as it arrives in the browser, parsed by the call's schema as the client does: a
 * fixture or an answer that no longer fits the contract fails here, naming the call.
 */
export function contractAnswer<C extends CallDeclaration>(call: C, body: CallOutput<C>): CallOutput<C> {
  // Through JSON first, as on the wire: a Date or undefined does not survive it.
  const sent: unknown = JSON.parse(JSON.stringify(body) ?? 'null');
  const parsed = call.response.safeParse(sent);
  if (!parsed.success)
    throw new FakeApiError(`${call.name} cannot answer this: it does not fit the contract (${describeIssues(parsed.error)})`);
  return parsed.data as CallOutput<C>;
}

/** Refuses an answer the server would never give for this call. */
export function checkAnswer(call: CallDeclaration, answer: FakeAnswer): void {
  if (answer.kind === 'ok') contractAnswer(call, answer.body);
  if (answer.kind === 'failure' && !isPossibleError(call, errorStatus[answer.code], answer.code)) {
    throw new FakeApiError(
      `${call.name} cannot answer ${errorStatus[answer.code]} ${answer.code}; its contract allows ${[...possibleErrors(call)].join(', ')}`,
    );
  }
}
