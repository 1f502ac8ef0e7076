import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Passkey, passkeyCalls } from '@bfsm/api-adapter';
import type * as z from 'zod/mini';
import type { Database } from '../db/schema.js';
import type { PasskeysTable } from '../db/schema/passkeys.js';
import { DomainError } from '../errors/domain-error.js';
import { recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';
import { nowOf, putChallenge, relyingPartyOf, takeChallenge, type PasskeyDeps } from './passkey-challenges.js';

type StoredPasskey = Selectable<PasskeysTable>;
type Transports = NonNullable<RegistrationResponseJSON['response']['transports']>;
/** The authenticator's answer as the contract's schema lets it through. */
type NewCredential = z.infer<typeof passkeyCalls.registrationCredential>;

// We ask for no extensions, so none of their results count.
const registrationResponse = (credential: NewCredential): RegistrationResponseJSON => ({
  ...credential,
  response: { ...credential.response, transports: credential.response.transports as Transports | undefined },
  clientExtensionResults: {},
});

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

function listed(row: Pick<StoredPasskey, 'id' | 'name' | 'created_at' | 'last_used_at'>): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  };
}

const ownPasskeys = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('id').execute();

async function ownPasskey(db: Kysely<Database>, userId: number, id: number) {
  const row = await db.selectFrom('passkeys').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new DomainError('notFound');
  return row;
}

export async function listPasskeys(db: Kysely<Database>, userId: number): Promise<Passkey[]> {
  return (await ownPasskeys(db, userId)).map(listed);
}

/** Options for navigator.credentials.create(): a discoverable credential with user verification, none of the user's twice. */
export async function passkeyRegistrationOptions(deps: PasskeyDeps, user: { id: number; email: string }, sessionIdHash: string) {
  const existing = await ownPasskeys(deps.db, user.id);
  // One handle per account, so an authenticator replaces its passkey for the account instead of adding a second.
  const userHandle = existing[0]?.user_handle ?? base64url(randomBytes(32));
  const options = await generateRegistrationOptions({
    rpName: deps.productName,
    rpID: relyingPartyOf(deps).id,
    userName: user.email,
    userID: Buffer.from(userHandle, 'base64url'),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credential_id,
      transports: row.transports ? (row.transports.split(',') as Transports) : undefined,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await putChallenge(deps, sessionIdHash, 'registration', options.challenge, userHandle);
  return { ...options };
}

/** The authenticator's answer to the options, checked against the session's challenge, PUBLIC_URL and user verification. */
export async function registerPasskey(
  deps: PasskeyDeps,
  user: { id: number; email: string },
  sessionIdHash: string,
  name: string,
  credential: NewCredential,
  actor: AuditActor,
): Promise<Passkey> {
  const { db } = deps;
  const relyingParty = relyingPartyOf(deps);
  const { challenge, user_handle: userHandle } = await takeChallenge(deps, sessionIdHash, 'registration');
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
        created_at: nowOf(deps),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAuditEvent(trx, actor, { kind: 'passkey-added', subject: user, after: { passkey: name } });
    return inserted;
  });
  return listed(row);
}

export async function renamePasskey(
  db: Kysely<Database>,
  user: { id: number; email: string },
  id: number,
  name: string,
  actor: AuditActor,
): Promise<Passkey> {
  const before = await ownPasskey(db, user.id, id);
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
}

/**
 * Removes a passkey, unless the account would be left without a password and without a passkey.
 * The sessions it opened end with it (the foreign key of sessions.passkey_id, decision 051),
 * except the one that removes it: its user is here, and stays.
 */
export async function removePasskey(
  db: Kysely<Database>,
  user: { id: number; email: string; password_hash: string | null },
  id: number,
  actor: AuditActor,
  currentSessionIdHash: string,
): Promise<void> {
  const passkey = await ownPasskey(db, user.id, id);
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
}
