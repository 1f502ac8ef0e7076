import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey, passkeyCalls } from '@bfsm/api-adapter';
import type * as z from 'zod/mini';
import type { Database } from '../db/schema.js';
import type { PasskeysTable } from '../db/schema/passkeys.js';
import { DomainError } from '../errors/domain-error.js';
import { recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';

export interface PasskeyDependencies {
  db: Kysely<Database>;
  /** PUBLIC_URL: its origin is the only one a ceremony may come from, its host name the relying party's id. */
  publicUrl: string;
  /** The name the browser shows when it creates a passkey. */
  productName: string;
  now?: () => Date;
}

/** How long a ceremony may take from its options to the authenticator's answer. */
const challengeMaxAgeMs = 5 * 60_000;

type Purpose = 'registration' | 'sign-in';
type StoredPasskey = Selectable<PasskeysTable>;
type Transports = NonNullable<RegistrationResponseJSON['response']['transports']>;
/** The authenticator's answers as the contract's schemas let them through. */
type NewCredential = z.infer<typeof passkeyCalls.registrationCredential>;
type Assertion = z.infer<typeof passkeyCalls.authenticationCredential>;

// We ask for no extensions, so none of their results count.
const registrationResponse = (credential: NewCredential): RegistrationResponseJSON => ({
  ...credential,
  response: { ...credential.response, transports: credential.response.transports as Transports | undefined },
  clientExtensionResults: {},
});
const authenticationResponse = (credential: Assertion): AuthenticationResponseJSON => ({ ...credential, clientExtensionResults: {} });

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

function listed(row: Pick<StoredPasskey, 'id' | 'name' | 'created_at' | 'last_used_at'>): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  };
}

/**
 * Passkeys (WebAuthn, decision 043) with SimpleWebAuthn: options with a challenge that the
 * session keeps until the answer takes it (once), answers checked against PUBLIC_URL's origin and
 * host, user verification required (a passkey is both factors), signature counters that only rise.
 */
export function createPasskeyService(deps: PasskeyDependencies) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const publicUrl = new URL(deps.publicUrl);
  const relyingParty = { id: publicUrl.hostname, origin: publicUrl.origin };

  async function putChallenge(sessionIdHash: string, purpose: Purpose, challenge: string, userHandle: string | null = null) {
    const row = { session_id_hash: sessionIdHash, purpose, challenge, user_handle: userHandle, created_at: now() };
    await db
      .insertInto('passkey_challenges')
      .values(row)
      .onConflict((conflict) => conflict.columns(['session_id_hash', 'purpose']).doUpdateSet(row))
      .execute();
  }

  /** The session's challenge for `purpose`, deleted in the same statement: a second answer finds none. */
  async function takeChallenge(sessionIdHash: string, purpose: Purpose) {
    const row = await db
      .deleteFrom('passkey_challenges')
      .where('session_id_hash', '=', sessionIdHash)
      .where('purpose', '=', purpose)
      .returning(['challenge', 'user_handle', 'created_at'])
      .executeTakeFirst();
    if (!row || now().getTime() - new Date(row.created_at).getTime() > challengeMaxAgeMs) throw new DomainError('passkeyRefused');
    return row;
  }

  const ownPasskeys = (userId: number) => db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  async function ownPasskey(userId: number, id: number) {
    const row = await db.selectFrom('passkeys').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new DomainError('notFound');
    return row;
  }

  return {
    relyingParty,

    async list(userId: number): Promise<Passkey[]> {
      return (await ownPasskeys(userId)).map(listed);
    },

    /** Options for navigator.credentials.create(): a discoverable credential with user verification, none of the user's twice. */
    async registrationOptions(user: { id: number; email: string }, sessionIdHash: string) {
      const existing = await ownPasskeys(user.id);
      // One handle per account, so an authenticator replaces its passkey for the account instead of adding a second.
      const userHandle = existing[0]?.user_handle ?? base64url(randomBytes(32));
      const options = await generateRegistrationOptions({
        rpName: deps.productName,
        rpID: relyingParty.id,
        userName: user.email,
        userID: Buffer.from(userHandle, 'base64url'),
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({
          id: row.credential_id,
          transports: row.transports ? (row.transports.split(',') as Transports) : undefined,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await putChallenge(sessionIdHash, 'registration', options.challenge, userHandle);
      return { ...options };
    },

    async register(
      user: { id: number; email: string },
      sessionIdHash: string,
      name: string,
      credential: NewCredential,
      actor: AuditActor,
    ): Promise<Passkey> {
      const { challenge, user_handle: userHandle } = await takeChallenge(sessionIdHash, 'registration');
      const verification = await verifyRegistrationResponse({
        response: registrationResponse(credential),
        expectedChallenge: challenge,
        expectedOrigin: relyingParty.origin,
        expectedRPID: relyingParty.id,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verification?.verified || !userHandle) throw new DomainError('passkeyRefused');
      const { credential: created } = verification.registrationInfo;
      const taken = await db.selectFrom('passkeys').select('id').where('credential_id', '=', created.id).executeTakeFirst();
      if (taken) throw new DomainError('passkeyExists');
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('passkeys')
          .values({
            user_id: user.id,
            credential_id: created.id,
            public_key: created.publicKey,
            counter: created.counter,
            user_handle: userHandle,
            transports: (created.transports ?? []).join(','),
            name,
            created_at: now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAuditEvent(trx, actor, { kind: 'passkey-added', subject: user, after: { passkey: name } });
        return inserted;
      });
      return listed(row);
    },

    async rename(user: { id: number; email: string }, id: number, name: string, actor: AuditActor): Promise<Passkey> {
      const before = await ownPasskey(user.id, id);
      return db.transaction().execute(async (trx) => {
        const row = await trx.updateTable('passkeys').set({ name }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
        await recordAuditEvent(trx, actor, {
          kind: 'passkey-renamed',
          subject: user,
          before: { passkey: before.name },
          after: { passkey: name },
        });
        return listed(row);
      });
    },

    /**
     * Removes a passkey, unless the account would be left without a password and without a passkey.
     * The sessions it opened end with it (the foreign key of sessions.passkey_id, decision 051),
     * except the one that removes it: its user is here, and stays.
     */
    async remove(
      user: { id: number; email: string; password_hash: string | null },
      id: number,
      actor: AuditActor,
      currentSessionIdHash: string,
    ): Promise<void> {
      const passkey = await ownPasskey(user.id, id);
      await db.transaction().execute(async (trx) => {
        // Locks the account's passkeys: two removals at once cannot both leave the other one as the last.
        const all = await trx.selectFrom('passkeys').select('id').where('user_id', '=', user.id).forUpdate().execute();
        if (!user.password_hash && all.length <= 1) throw new DomainError('lastWayToSignIn');
        await trx
          .updateTable('sessions')
          .set({ passkey_id: null })
          .where('id_hash', '=', currentSessionIdHash)
          .where('passkey_id', '=', id)
          .execute();
        await trx.deleteFrom('passkeys').where('id', '=', id).execute();
        await recordAuditEvent(trx, actor, { kind: 'passkey-removed', subject: user, before: { passkey: passkey.name } });
      });
    },

    /** Options for navigator.credentials.get() without an account: the browser offers the passkeys it holds for this site. */
    async signInOptions(sessionIdHash: string) {
      const options = await generateAuthenticationOptions({ rpID: relyingParty.id, userVerification: 'required' });
      await putChallenge(sessionIdHash, 'sign-in', options.challenge);
      return { ...options };
    },

    /**
     * The passkey an assertion names, with its owner's id; before anything is checked, so the
     * throttle can count the attempt. An unknown one is refused like a wrong signature, so the
     * answer tells nothing about which passkeys exist.
     */
    async passkeyOf(credential: Assertion) {
      const row = await db.selectFrom('passkeys').selectAll().where('credential_id', '=', credential.id).executeTakeFirst();
      if (!row) throw new DomainError('passkeyRefused');
      return row;
    },

    /** Checks an assertion against the session's challenge and the stored key; a counter that did not rise refuses it. */
    async verifySignIn(sessionIdHash: string, passkey: StoredPasskey, credential: Assertion): Promise<void> {
      const { challenge } = await takeChallenge(sessionIdHash, 'sign-in');
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
      const updated = await db
        .updateTable('passkeys')
        .set({ counter: newCounter, last_used_at: now() })
        .where('id', '=', passkey.id)
        .where((eb) => (newCounter === 0 ? eb('counter', '=', 0) : eb('counter', '<', newCounter)))
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw new DomainError('passkeyRefused');
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
