import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SecretBox } from '../security/secret-box.js';
import { hashRecoveryCode, newRecoveryCode, recoveryCodeCount } from './recovery-codes.js';
import { matchingTotpStep } from './totp.js';

/**
 * What the second factor (decision 027) needs: the database, the box that seals the app's secrets,
 * the name authenticator apps show above the code, the admins' rule, and the clock.
 */
export interface SecondFactorDeps {
  db: Kysely<Database>;
  box: SecretBox;
  issuer: string;
  requiredForAdmins: boolean;
  now?: () => Date;
}

/** What a code was: a right code of the app or an unused recovery code, or why it was refused. */
export type CodeCheck = { ok: true; via: 'app' | 'recovery-code' } | { ok: false; reason: 'wrong-code' | 'code-reused' };

export const sixDigits = /^\d{6}$/;

export const nowOf = (deps: Pick<SecondFactorDeps, 'now'>): Date => deps.now?.() ?? new Date();

export async function readSecondFactor(db: Kysely<Database>, userId: number) {
  return db.selectFrom('second_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function isSecondFactorEnabled(db: Kysely<Database>, userId: number): Promise<boolean> {
  return Boolean((await readSecondFactor(db, userId))?.confirmed_at);
}

/** Takes the code's step if it is newer than the last one used, in one statement, so two requests cannot both use it. */
async function takeStep(db: Kysely<Database>, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('second_factors')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

async function takeRecoveryCode(deps: Pick<SecondFactorDeps, 'db' | 'now'>, userId: number, code: string): Promise<boolean> {
  const result = await deps.db
    .updateTable('recovery_codes')
    .set({ used_at: nowOf(deps) })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Checks a code against the confirmed second factor of `userId` and uses it up: each code counts
 * once (a code of a step at or before the last accepted one is refused), a recovery code works once.
 */
export async function checkSecondFactorCode(
  deps: Pick<SecondFactorDeps, 'db' | 'box' | 'now'>,
  userId: number,
  code: string,
): Promise<CodeCheck> {
  const factor = await readSecondFactor(deps.db, userId);
  if (!factor?.confirmed_at) return { ok: false, reason: 'wrong-code' };
  const typed = code.replace(/\s/g, '');
  if (sixDigits.test(typed)) {
    const step = matchingTotpStep(deps.box.open(factor.secret_encrypted), typed, nowOf(deps));
    if (step === null) return { ok: false, reason: 'wrong-code' };
    return (await takeStep(deps.db, userId, step)) ? { ok: true, via: 'app' } : { ok: false, reason: 'code-reused' };
  }
  return (await takeRecoveryCode(deps, userId, typed)) ? { ok: true, via: 'recovery-code' } : { ok: false, reason: 'wrong-code' };
}

/** The unused recovery codes; `db` may be a transaction that must see its own changes. */
export async function recoveryCodesLeft(db: Kysely<Database>, userId: number): Promise<number> {
  const left = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(left.left);
}

/** Ten new recovery codes in place of all the old ones (used or not), inside `trx`. */
export async function replaceRecoveryCodes(trx: Kysely<Database>, userId: number): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(codes.map((recovery) => ({ user_id: userId, code_hash: hashRecoveryCode(recovery) })))
    .execute();
  return codes;
}
