import type { CallDeclaration } from './define.js';

/**
 * Every error code the webapi answers, with its one HTTP status. A call's possible errors are
 * the ones its declaration implies (access, token, input, body) plus those it names itself, so
 * the server, the clients and the test fakes agree on what a call can answer.
 */
export const errorStatus = {
  'bad-request': 400,
  'invalid-input': 400,
  'invalid-credentials': 400,
  unauthorized: 401,
  forbidden: 403,
  'invalid-token': 403,
  'invalid-origin': 403,
  'terms-consent': 403,
  'email-not-confirmed': 403,
  'limited-user': 403,
  'not-found': 404,
  // A known address asked with a method it does not take; no call answers it, the server's router does.
  'method-not-allowed': 405,
  'code-invalid': 404,
  'code-expired': 410,
  'code-used': 410,
  'payload-too-large': 413,
  'uri-too-long': 414,
  'unsupported-media-type': 415,
  'too-many-attempts': 429,
  // The database does not answer (stopped, restarting, unreachable); the client may try again soon.
  'service-unavailable': 503,
  // Pools and invitations (decisions 018, 019).
  'already-member': 409,
  'already-invited': 409,
  'no-free-license': 409,
  'invitation-closed': 409,
  'account-exists': 409,
  'has-license': 409,
  'wrong-user': 403,
  // Desktop API (decision 024).
  'no-license': 403,
  'wrong-device': 403,
  'device-limit': 409,
  'deactivation-requested': 409,
  // Devices without a support ticket (decision 045).
  'device-replaced': 403,
  'replacement-limit': 409,
  'proof-refused': 409,
  'request-refused': 409,
  // Back-office (decision 022).
  'feature-exists': 409,
  // Releases (decision 042): the version is already recorded in that channel.
  'release-exists': 409,
  // An admin call by an admin without the second factor the operator requires (decision 027).
  'second-factor-required': 403,
  // A call that adds a way to sign in, without a recent proof of who the caller is (decision 051).
  'fresh-proof-required': 403,
  // An order, quote or invoice not in a state for the step (decision 058).
  'order-state': 409,
  // A quote accepted after its last valid day.
  'quote-expired': 410,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/**
 * The errors any call can answer: a malformed request, an overlong body or address, a body of a
 * type no call takes, a client that asks too often, a database that does not answer.
 */
const alwaysPossible: readonly ErrorCode[] = [
  'bad-request',
  'payload-too-large',
  'uri-too-long',
  'unsupported-media-type',
  'too-many-attempts',
  'service-unavailable',
];

/** The error codes a call can answer, derived from its declaration plus its own `errors`. */
export function possibleErrors(call: CallDeclaration): ReadonlySet<ErrorCode> {
  const codes = new Set<ErrorCode>([...alwaysPossible, ...(call.errors ?? [])]);
  const { access } = call;
  if (call.params || call.query || call.body) codes.add('invalid-input');
  if (call.params) codes.add('not-found');
  if (access.role !== 'public') codes.add('unauthorized');
  // A device token that a replacement retired is told so (decision 045), on every device call.
  if (access.role === 'device') codes.add('device-replaced');
  if (access.role === 'admin' || access.object || access.refusesLimitedUser || access.adminOnlyFlag || access.adminOnlyQueryValue)
    codes.add('forbidden');
  // Wherever being admin in a session can open a call (admin calls, other users' objects,
  // admin-only flags and query values), an admin without the second factor the operator requires
  // is refused. A device's token stands for its owner without a session, so no second factor there.
  if (access.role === 'admin' || access.object || access.adminOnlyFlag || (access.adminOnlyQueryValue && access.role !== 'device'))
    codes.add('second-factor-required');
  if (access.refusesLimitedUser) codes.add('limited-user');
  if (access.freshProof) codes.add('fresh-proof-required');
  // The session gate signs no unconfirmed address in, whichever call asks.
  if (call.startsSession) codes.add('email-not-confirmed');
  if (isWriteCall(call)) codes.add('invalid-origin');
  if (call.token) codes.add('invalid-token');
  if (signsInWithSession(call) && isWriteCall(call) && !access.allowedWithoutConsent) codes.add('terms-consent');
  return codes;
}

/** Calls made in a browser session: the desktop API's device calls carry a device token instead, and no terms gate them. */
export function signsInWithSession(call: CallDeclaration): boolean {
  return call.access.role === 'user' || call.access.role === 'admin';
}

/** Whether a call may answer this status with this code. */
export function isPossibleError(call: CallDeclaration, status: number, code: string): boolean {
  return code in errorStatus && errorStatus[code as ErrorCode] === status && possibleErrors(call).has(code as ErrorCode);
}

/** Calls that change something: every non-GET, and the GET links that carry an action token (feature toggles). */
export function isWriteCall(call: CallDeclaration): boolean {
  return call.method !== 'GET' || call.token !== undefined;
}
