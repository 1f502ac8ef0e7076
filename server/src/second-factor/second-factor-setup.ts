import { sql, type Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';
import { recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';
import {
  isSecondFactorEnabled,
  nowOf,
  readSecondFactor,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  sixDigits,
  type SecondFactorDeps,
} from './second-factor-codes.js';
import { matchingTotpStep, newTotpSecret, totpAddress } from './totp.js';

/**
 * The account's second factor as its screen shows it. `sessionPassed`: the caller's session passed
 * a second factor (a code, a passkey) or set up the account's first one, which is what the admins'
 * rule asks (decisions 043, 051).
 */
export async function secondFactorStatus(
  deps: Pick<SecondFactorDeps, 'db' | 'requiredForAdmins'>,
  user: { id: number; isAdmin: boolean },
  sessionPassed: boolean,
) {
  const { db } = deps;
  const enabled = await isSecondFactorEnabled(db, user.id);
  const passkey = await db.selectFrom('passkeys').select('id').where('user_id', '=', user.id).limit(1).executeTakeFirst();
  return {
    enabled,
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, user.id) : 0,
    setupRequired: deps.requiredForAdmins && user.isAdmin && !sessionPassed,
    hasPasskey: passkey !== undefined,
  };
}

/** A new secret for the set-up; the one in force stays until the user switches it off. */
export async function startSecondFactorSetup(deps: SecondFactorDeps, user: { id: number; email: string }) {
  if (await isSecondFactorEnabled(deps.db, user.id)) throw new DomainError('secondFactorAlreadyEnabled');
  const secret = newTotpSecret();
  const sealed = deps.box.seal(secret);
  const now = nowOf(deps);
  await deps.db
    .insertInto('second_factors')
    .values({ user_id: user.id, secret_encrypted: sealed, created_at: now })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ secret_encrypted: sealed, confirmed_at: null, last_used_step: null, created_at: now }),
    )
    .execute();
  const otpauthUri = totpAddress(secret, deps.issuer, user.email);
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The first code puts the factor in force and hands out the recovery codes, which only their hashes keep. */
export async function confirmSecondFactorSetup(
  deps: Pick<SecondFactorDeps, 'db' | 'box' | 'now'>,
  user: { id: number; email: string },
  code: string,
  actor: AuditActor,
): Promise<string[]> {
  const factor = await readSecondFactor(deps.db, user.id);
  if (!factor || factor.confirmed_at) throw new DomainError('secondFactorNoSetup');
  const step = sixDigits.test(code.trim()) ? matchingTotpStep(deps.box.open(factor.secret_encrypted), code.trim(), nowOf(deps)) : null;
  if (step === null) throw new DomainError('secondFactorCodeWrong');
  return deps.db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable('second_factors')
      .set({ confirmed_at: nowOf(deps), last_used_step: step })
      .where('user_id', '=', user.id)
      .where('confirmed_at', 'is', null)
      .where('secret_encrypted', '=', factor.secret_encrypted)
      .executeTakeFirst();
    if (confirmed.numUpdatedRows === 0n) throw new DomainError('secondFactorNoSetup');
    const codes = await replaceRecoveryCodes(trx, user.id);
    await recordAuditEvent(trx, actor, {
      kind: 'second-factor-enabled',
      subject: user,
      before: { enabled: false },
      after: { enabled: true },
    });
    return codes;
  });
}

/** 'Neue Wiederherstellungscodes': the owner's proof was checked by the caller; the old codes stop working at once. */
export async function renewRecoveryCodes(db: Kysely<Database>, user: { id: number; email: string }, actor: AuditActor): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('second_factors')
      .select('user_id')
      .where('user_id', '=', user.id)
      .where('confirmed_at', 'is not', null)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new DomainError('secondFactorNotEnabled');
    const left = await recoveryCodesLeft(trx, user.id);
    const codes = await replaceRecoveryCodes(trx, user.id);
    await recordAuditEvent(trx, actor, {
      kind: 'recovery-codes-renewed',
      subject: user,
      before: { recoveryCodesLeft: left },
      after: { recoveryCodesLeft: codes.length },
    });
    return codes;
  });
}

/** Switches the factor off: by its owner with a code (checked by the caller), or by an admin's reset. */
export async function removeSecondFactor(
  db: Kysely<Database>,
  user: { id: number; email: string },
  actor: AuditActor,
  kind: 'second-factor-disabled' | 'second-factor-reset',
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('second_factors')
      .where('user_id', '=', user.id)
      .returning(sql<boolean>`confirmed_at IS NOT NULL`.as('was_enabled'))
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', user.id).execute();
    const wasEnabled = removed.some((row) => row.was_enabled);
    if (wasEnabled) await recordAuditEvent(trx, actor, { kind, subject: user, before: { enabled: true }, after: { enabled: false } });
    return wasEnabled;
  });
}
