import * as z from 'zod/mini';
import { successAnswer } from './answers.js';
import { signedIn } from './access.js';
import { defineCall, defineTokenCall } from './define.js';
import { formToken, isoDateTime } from './fields.js';

/**
 * The signed-in user's own sessions (an addition to the original call table): where the account is signed in,
 * and ending sessions that should not be there. Only the caller's own sessions are ever named.
 */

export const activeSession = z.object({
  /**
   * An opaque name of the session, derived one way from its stored hash: it names the session in
   * the end call and cannot be turned into a cookie.
   */
  id: z.string(),
  /** Browser and version read from the user agent ('Firefox 126'); null when unknown. */
  browser: z.nullable(z.string()),
  /** Operating system read from the user agent ('Windows 10'); null when unknown. */
  os: z.nullable(z.string()),
  /** The address the session was signed in from. */
  ip: z.nullable(z.string()),
  signedInAt: isoDateTime,
  lastActiveAt: isoDateTime,
  /** The session of this very request. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSession>;

export const listSessions = defineCall({
  name: 'listSessions',
  method: 'GET',
  path: '/webapi/sessions',
  access: signedIn,
  encoding: 'none',
  response: z.array(activeSession),
});

export const sessionsToken = defineTokenCall('sessionsToken', '/webapi/sessionsToken', 'end-sessions', signedIn);

/** Ends one session of the caller; the current one too, which signs this browser out. */
export const endSession = defineCall({
  name: 'endSession',
  method: 'POST',
  path: '/webapi/sessions/:sessionId/end',
  access: signedIn,
  encoding: 'form',
  params: z.object({ sessionId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) }),
  body: z.object({ _token: formToken }),
  response: successAnswer,
  token: { call: sessionsToken, field: 'body._token' },
});

/** Ends every session of the caller but the current one. */
export const endOtherSessions = defineCall({
  name: 'endOtherSessions',
  method: 'POST',
  path: '/webapi/sessions/end-others',
  access: signedIn,
  encoding: 'form',
  body: z.object({ _token: formToken }),
  response: successAnswer,
  token: { call: sessionsToken, field: 'body._token' },
});
