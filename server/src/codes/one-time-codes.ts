import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export type { OneTimeCodePurpose as CodePurpose } from '../db/schema.js';
import type { OneTimeCodePurpose as CodePurpose } from '../db/schema.js';

/** Wrong secrets for one code before it dies. */
export const maxFailedAttempts = 5;

export type CodeCheck = { ok: true; userId: number; codeId: number } | { ok: false; reason: 'unknown' | 'expired' | 'used' | 'dead' };

function hash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Single-use codes for mail links, in the form `<id>-<secret>`: only the secret's hash is
 * stored, and the id lets a wrong secret count against its code, which dies after a few tries.
 */
export function createOneTimeCodes(db: Kysely<Database>) {
  async function find(purpose: CodePurpose, code: string) {
    const match = /^(\d{1,15})-([A-Za-z0-9_-]{20,100})$/.exec(code);
    if (!match) return undefined;
    const row = await db.selectFrom('one_time_codes').selectAll().where('id', '=', Number(match[1])).where('purpose', '=', purpose).executeTakeFirst();
    return row && { row, secret: match[2] as string };
  }

  return {
    /** A new code for the user; earlier unused codes of the same purpose stop working. */
    async issue(userId: number, purpose: CodePurpose, lifetimeMinutes: number): Promise<string> {
      const secret = randomBytes(24).toString('base64url');
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('one_time_codes').where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
        const row = await trx
          .insertInto('one_time_codes')
          .values({ user_id: userId, purpose, code_hash: hash(secret), expires_at: new Date(Date.now() + lifetimeMinutes * 60_000) })
          .returning('id')
          .executeTakeFirstOrThrow();
        return `${row.id}-${secret}`;
      });
    },

    /** Checks a code without using it up; a wrong secret counts as a failed try. */
    async check(purpose: CodePurpose, code: string, now = new Date()): Promise<CodeCheck> {
      const found = await find(purpose, code);
      if (!found) return { ok: false, reason: 'unknown' };
      const { row, secret } = found;
      if (row.failed_attempts >= maxFailedAttempts) return { ok: false, reason: 'dead' };
      const given = Buffer.from(hash(secret));
      if (!timingSafeEqual(given, Buffer.from(row.code_hash))) {
        await this.recordFailure(row.id);
        return { ok: false, reason: 'unknown' };
      }
      if (row.used_at !== null) return { ok: false, reason: 'used' };
      if (row.expires_at <= now) return { ok: false, reason: 'expired' };
      return { ok: true, userId: row.user_id, codeId: row.id };
    },

    /** Marks the code used; false when someone else used it in the meantime. */
    async use(codeId: number, now = new Date()): Promise<boolean> {
      const result = await db.updateTable('one_time_codes').set({ used_at: now }).where('id', '=', codeId).where('used_at', 'is', null).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async recordFailure(codeId: number): Promise<void> {
      await db.updateTable('one_time_codes').set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) })).where('id', '=', codeId).execute();
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
