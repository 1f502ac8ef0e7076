import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, InvitationStatus, InvitationsTable } from '../db/schema.js';

export type Invitation = Selectable<InvitationsTable>;

export interface CreateInvitationOptions {
  pool: { id: number; owner_id?: number };
  email: string;
  licenseType: number;
  /** The code of the invitation link; random when not given. */
  code?: string;
  licenseId?: number | null;
  status?: InvitationStatus;
  expiresAt?: Date;
}

/** The stored form of an invitation code: its SHA-256 in hex. */
export function hashInvitationCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** An invitation of the pool (pending, valid 14 days by default); returns the plain code too. */
export async function createInvitation(db: Kysely<Database>, options: CreateInvitationOptions): Promise<Invitation & { code: string }> {
  const code = options.code ?? randomBytes(24).toString('base64url');
  const invitation = await db
    .insertInto('invitations')
    .values({
      pool_id: options.pool.id,
      license_id: options.licenseId ?? null,
      email: options.email,
      license_type: options.licenseType,
      code_hash: hashInvitationCode(code),
      invited_by: options.pool.owner_id ?? null,
      status: options.status ?? 'pending',
      expires_at: options.expiresAt ?? new Date(Date.now() + 14 * 86_400_000),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...invitation, code };
}
