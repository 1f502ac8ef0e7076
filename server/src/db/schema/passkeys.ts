import type { ColumnType } from 'kysely';
import type { CreatedAt, Defaulted, NullableTimestamp } from './columns.js';

/** One passkey of a user (decision 043). */
export interface PasskeysTable {
  id: ColumnType<number, never, never>;
  user_id: number;
  credential_id: string;
  public_key: Uint8Array;
  /** bigint in the database; the counters of real authenticators stay far below 2^53. */
  counter: ColumnType<number | string, number | undefined, number>;
  user_handle: string;
  transports: Defaulted<string>;
  name: string;
  created_at: CreatedAt;
  last_used_at: NullableTimestamp;
}

/** The challenge a ceremony of one session waits for; taken (deleted) by the answer to it. */
export interface PasskeyChallengesTable {
  session_id_hash: string;
  purpose: 'registration' | 'sign-in';
  challenge: string;
  user_handle: string | null;
  created_at: CreatedAt;
}
