import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SignInAnswer } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import type { AccountAlerts } from '../account-alerts/account-alerts.js';
import { recordSignIn } from '../audit/record-sign-in.js';
import { DomainError } from '../errors/domain-error.js';
import type { CodeCheck } from '../second-factor/second-factor-codes.js';
import type { UserDirectory } from '../users/user-directory.js';
import type { SignedInProof } from './session-store.js';
import type { UserRow } from '../db/rows.js';

/** What the gate reads besides the session store. */
export interface SessionGateDependencies {
  db: Kysely<Database>;
  users: Pick<UserDirectory, 'recordLogin'>;
  /** Whether the account has any second factor: an authenticator app or a passkey (decision 051). */
  hasSecondFactor: (userId: number) => Promise<boolean>;
  /** Recognises the browser after each sign-in and alerts the account about a new one (decision 044). */
  browsers: Pick<AccountAlerts, 'recogniseBrowser'>;
}

/** The session manager's own steps, which only the gate may take. */
export interface SessionSteps {
  /** `passkey`: a passkey with user verification opened the session (both factors, decision 043). */
  start(request: FastifyRequest, reply: FastifyReply, user: UserRow, proof: SignedInProof): Promise<unknown>;
  awaitSecondFactor(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
}

export interface SignInOptions {
  /**
   * The account's second factor was checked in this request (checkLoginCode): how it was passed;
   * 'passkey': a passkey with user verification, which is both factors at once (decision 043).
   */
  secondFactorPassed?: Extract<CodeCheck, { ok: true }>['via'] | 'passkey';
  /** With 'passkey': the passkey that opened the session, which ends with it (decision 051). */
  passkeyId?: number;
  /** What the audit timeline records beside the successful sign-in (how the user came in). */
  record?: Record<string, unknown>;
}

/**
 * The one way into a signed-in session, whichever call opens it (a password, a reset link, an
 * accepted invitation, anything added later): an unconfirmed address gets none, and an account
 * with a second factor (an authenticator app or a passkey, decision 051) only the pending step,
 * the same as after a right password at the login.
 * An admin without the second factor the operator requires gets his session like at the login;
 * the access check then keeps him to his own account until he has set it up. Consent to the
 * current terms is asked afterwards, as after every sign-in (contractRoute).
 */
export async function signInThroughGate(
  deps: SessionGateDependencies,
  steps: SessionSteps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  options: SignInOptions = {},
): Promise<SignInAnswer> {
  const call = request.routeOptions.config.call;
  // A call that signs in unannounced would escape the test that walks every marked call.
  if (!call?.startsSession)
    throw new Error(`${call?.name ?? request.url} starts a session without startsSession in its contract declaration`);
  if (!user.email_confirmed) throw new DomainError('emailNotConfirmed');
  if (!options.secondFactorPassed && (await deps.hasSecondFactor(user.id))) {
    await steps.awaitSecondFactor(request, reply, user.id);
    return { success: true, secondFactor: true };
  }
  await steps.start(request, reply, user, {
    secondFactorPassed: options.secondFactorPassed !== undefined,
    ...(options.secondFactorPassed === 'passkey' && options.passkeyId !== undefined && { passkeyId: options.passkeyId }),
  });
  await deps.users.recordLogin(user.id);
  const browser = await deps.browsers.recogniseBrowser(request.cookies, request, user.id);
  reply.setCookie(browser.name, browser.value, browser.options);
  await recordSignIn(deps.db, request.ip, user, 'success', {
    ...(options.secondFactorPassed && { secondFactor: options.secondFactorPassed }),
    ...options.record,
  });
  return { success: true };
}
