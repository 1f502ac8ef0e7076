import type { Kysely, Selectable } from 'kysely';
import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { passkeyCalls } from '@bfsm/api-adapter';
import type * as z from 'zod/mini';
import type { Database } from '../db/schema.js';
import type { PasskeysTable } from '../db/schema/passkeys.js';
import { DomainError } from '../errors/domain-error.js';
import { nowOf, putChallenge, relyingPartyOf, takeChallenge, type PasskeyDeps } from './passkey-challenges.js';

/** The authenticator's answer as the contract's schema lets it through. */
type Assertion = z.infer<typeof passkeyCalls.authenticationCredential>;

// We ask for no extensions, so none of their results count.
const authenticationResponse = (credential: Assertion): AuthenticationResponseJSON => ({ ...credential, clientExtensionResults: {} });

/** Options for navigator.credentials.get() without an account: the browser offers the passkeys it holds for this site. */
export async function passkeySignInOptions(deps: PasskeyDeps, sessionIdHash: string) {
  const options = await generateAuthenticationOptions({ rpID: relyingPartyOf(deps).id, userVerification: 'required' });
  await putChallenge(deps, sessionIdHash, 'sign-in', options.challenge);
  return { ...options };
}

/**
 * The passkey an assertion names, with its owner's id; before anything is checked, so the
 * throttle can count the attempt. An unknown one is refused like a wrong signature, so the
 * answer tells nothing about which passkeys exist.
 */
export async function passkeyOf(db: Kysely<Database>, credential: Assertion) {
  const row = await db.selectFrom('passkeys').selectAll().where('credential_id', '=', credential.id).executeTakeFirst();
  if (!row) throw new DomainError('passkeyRefused');
  return row;
}

/**
 * Checks an assertion against the session's challenge and the stored key (answers from PUBLIC_URL's
 * origin and host, user verification required: a passkey is both factors); a counter that did not
 * rise refuses it.
 */
export async function verifyPasskeySignIn(
  deps: PasskeyDeps,
  sessionIdHash: string,
  passkey: Selectable<PasskeysTable>,
  credential: Assertion,
): Promise<void> {
  const relyingParty = relyingPartyOf(deps);
  const { challenge } = await takeChallenge(deps, sessionIdHash, 'sign-in');
  if (credential.response.userHandle && credential.response.userHandle !== passkey.user_handle) throw new DomainError('passkeyRefused');
  const storedCounter = Number(passkey.counter);
  const verification = await verifyAuthenticationResponse({
    response: authenticationResponse(credential),
    expectedChallenge: challenge,
    expectedOrigin: relyingParty.origin,
    expectedRPID: relyingParty.id,
    credential: { id: passkey.credential_id, publicKey: new Uint8Array(passkey.public_key), counter: storedCounter },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw new DomainError('passkeyRefused');
  if (!verification.authenticationInfo.userVerified) throw new DomainError('passkeyUnverified');
  const newCounter = verification.authenticationInfo.newCounter;
  // Taken in one statement: of two answers with the same counter (a cloned authenticator) only one counts.
  const updated = await deps.db
    .updateTable('passkeys')
    .set({ counter: newCounter, last_used_at: nowOf(deps) })
    .where('id', '=', passkey.id)
    .where((eb) => (newCounter === 0 ? eb('counter', '=', 0) : eb('counter', '<', newCounter)))
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new DomainError('passkeyRefused');
}
