import type { Kysely } from 'kysely';
import type { CredentialReview } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';

/**
 * Whether the account has a second factor of any kind: a confirmed authenticator app or a passkey.
 * Such an account is asked for it at every password sign-in, admins included (decision 051).
 */
export async function hasSecondFactor(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb
        .exists(eb.selectFrom('second_factors').select('user_id').where('user_id', '=', userId).where('confirmed_at', 'is not', null))
        .as('app'),
      eb.exists(eb.selectFrom('passkeys').select('id').where('user_id', '=', userId)).as('passkey'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.app || row?.passkey);
}

/** What the account has to sign in with besides its password, for its owner to review. */
export async function credentialsOf(db: Kysely<Database>, userId: number): Promise<CredentialReview> {
  const [passkeys, app, codes] = await Promise.all([
    db.selectFrom('passkeys').select('name').where('user_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('second_factors')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst(),
    db
      .selectFrom('recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { passkeys: passkeys.map((row) => row.name), authenticatorApp: app !== undefined, recoveryCodes: Number(codes.count) };
}
