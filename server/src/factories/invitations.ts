import type { Kysely, Selectable } from 'kysely';
import { rules } from '@bfsm/api-adapter';
import type { Database, InvitationStatus, InvitationsTable } from '../db/schema.js';
import { hashInvitationCode, newInvitationCode } from '../security/invitation-code.js';

export type Invitation = Selectable<InvitationsTable>;

export interface CreateInvitationOptions {
  pool: { id: number; owner_id?: number };
  email: string;
  licenseType: number;
  /** The code of the invitation link; random when not given. */
  code?: string;
  licenseId?: number | null;
  status?: InvitationStatus;
  createdAt?: Date;
  expiresAt?: Date;
  /** When the invitee accepted, declined or reported it. */
  respondedAt?: Date;
}

export { hashInvitationCode };

/** An invitation of the pool (pending, valid for rules.invitationValidDays by default); returns the plain code too. */
export async function createInvitation(db: Kysely<Database>, options: CreateInvitationOptions): Promise<Invitation & { code: string }> {
  const code = options.code ?? newInvitationCode();
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
      ...(options.createdAt ? { created_at: options.createdAt } : {}),
      expires_at: options.expiresAt ?? new Date((options.createdAt ?? new Date()).getTime() + rules.invitationValidDays * 86_400_000),
      responded_at: options.respondedAt ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...invitation, code };
}
