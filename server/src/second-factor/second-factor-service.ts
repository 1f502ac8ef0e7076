import { sql, type Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';
import type { SecretBox } from '../security/secret-box.js';
import { recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';
import { hashRecoveryCode, newRecoveryCode, recoveryCodeCount } from './recovery-codes.js';
import { matchingTotpStep, newTotpSecret, totpAddress } from './totp.js';

export interface SecondFactorDependencies {
  db: Kysely<Database>;
  box: SecretBox;
  /** The name authenticator apps show above the code. */
  issuer: string;
  requiredForAdmins: boolean;
  now?: () => Date;
}

/** What a code was: a right code of the app or an unused recovery code, or why it was refused. */
export type CodeCheck = { ok: true; via: 'app' | 'recovery-code' } | { ok: false; reason: 'wrong-code' | 'code-reused' };

const sixDigits = /^\d{6}$/;

/**
 * The second factor (decision 027): set-up with a first code, the check at sign-in (each code
 * counts once: a code of a step at or before the last accepted one is refused), recovery codes
 * that work once each, and switching it off or (admins) resetting it.
 */
export function createSecondFactorService(deps: SecondFactorDependencies) {
  const { db, box } = deps;
  const now = deps.now ?? (() => new Date());

  async function readFactor(userId: number) {
    return db.selectFrom('second_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** Takes the code's step if it is newer than the last one used, in one statement, so two requests cannot both use it. */
  async function takeStep(userId: number, step: number): Promise<boolean> {
    const result = await db
      .updateTable('second_factors')
      .set({ last_used_step: step })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async function takeRecoveryCode(userId: number, code: string): Promise<boolean> {
    const result = await db
      .updateTable('recovery_codes')
      .set({ used_at: now() })
      .where('user_id', '=', userId)
      .where('code_hash', '=', hashRecoveryCode(code))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Checks a code against the confirmed second factor of `userId` and uses it up. */
  async function check(userId: number, code: string): Promise<CodeCheck> {
    const factor = await readFactor(userId);
    if (!factor?.confirmed_at) return { ok: false, reason: 'wrong-code' };
    const typed = code.replace(/\s/g, '');
    if (sixDigits.test(typed)) {
      const step = matchingTotpStep(box.open(factor.secret_encrypted), typed, now());
      if (step === null) return { ok: false, reason: 'wrong-code' };
      return (await takeStep(userId, step)) ? { ok: true, via: 'app' } : { ok: false, reason: 'code-reused' };
    }
    return (await takeRecoveryCode(userId, typed)) ? { ok: true, via: 'recovery-code' } : { ok: false, reason: 'wrong-code' };
  }

  async function isEnabled(userId: number): Promise<boolean> {
    return Boolean((await readFactor(userId))?.confirmed_at);
  }

  /** The unused recovery codes; `handle` a transaction that must see its own changes. */
  async function recoveryCodesLeft(userId: number, handle: Kysely<Database> = db): Promise<number> {
    const left = await handle
      .selectFrom('recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('left'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(left.left);
  }

  /** Ten new recovery codes in place of all the old ones (used or not), inside `trx`. */
  async function replaceRecoveryCodes(trx: Kysely<Database>, userId: number): Promise<string[]> {
    const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codes.map((recovery) => ({ user_id: userId, code_hash: hashRecoveryCode(recovery) })))
      .execute();
    return codes;
  }

  return {
    check,
    isEnabled,
    recoveryCodesLeft,

    /**
     * `sessionPassed`: the caller's session passed a second factor (a code, a passkey) or set up the
     * account's first one, which is what the admins' rule asks (decisions 043, 051).
     */
    async status(user: { id: number; isAdmin: boolean }, sessionPassed: boolean) {
      const enabled = await isEnabled(user.id);
      const passkey = await db.selectFrom('passkeys').select('id').where('user_id', '=', user.id).limit(1).executeTakeFirst();
      return {
        enabled,
        recoveryCodesLeft: enabled ? await recoveryCodesLeft(user.id) : 0,
        setupRequired: deps.requiredForAdmins && user.isAdmin && !sessionPassed,
        hasPasskey: passkey !== undefined,
      };
    },

    /** A new secret for the set-up; the one in force stays until the user switches it off. */
    async startSetup(user: { id: number; email: string }) {
      if (await isEnabled(user.id)) throw new DomainError('secondFactorAlreadyEnabled');
      const secret = newTotpSecret();
      const sealed = box.seal(secret);
      await db
        .insertInto('second_factors')
        .values({ user_id: user.id, secret_encrypted: sealed, created_at: now() })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ secret_encrypted: sealed, confirmed_at: null, last_used_step: null, created_at: now() }),
        )
        .execute();
      const otpauthUri = totpAddress(secret, deps.issuer, user.email);
      const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** The first code puts the factor in force and hands out the recovery codes, which only their hashes keep. */
    async confirmSetup(user: { id: number; email: string }, code: string, actor: AuditActor): Promise<string[]> {
      const factor = await readFactor(user.id);
      if (!factor || factor.confirmed_at) throw new DomainError('secondFactorNoSetup');
      const step = sixDigits.test(code.trim()) ? matchingTotpStep(box.open(factor.secret_encrypted), code.trim(), now()) : null;
      if (step === null) throw new DomainError('secondFactorCodeWrong');
      return db.transaction().execute(async (trx) => {
        const confirmed = await trx
          .updateTable('second_factors')
          .set({ confirmed_at: now(), last_used_step: step })
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
    },
    /** 'Neue Wiederherstellungscodes': the owner's proof was checked by the caller; the old codes stop working at once. */
    async renewRecoveryCodes(user: { id: number; email: string }, actor: AuditActor): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('second_factors')
          .select('user_id')
          .where('user_id', '=', user.id)
          .where('confirmed_at', 'is not', null)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw new DomainError('secondFactorNotEnabled');
        const left = await recoveryCodesLeft(user.id, trx);
        const codes = await replaceRecoveryCodes(trx, user.id);
        await recordAuditEvent(trx, actor, {
          kind: 'recovery-codes-renewed',
          subject: user,
          before: { recoveryCodesLeft: left },
          after: { recoveryCodesLeft: codes.length },
        });
        return codes;
      });
    },

    /** Switches the factor off: by its owner with a code (checked by the caller), or by an admin's reset. */
    async remove(
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
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
