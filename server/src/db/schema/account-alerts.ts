import type { CreatedAt, Id, NullableTimestamp, Timestamp } from './columns.js';

/** A browser an account has signed in from: the SHA-256 of its random `bfsm_browser` cookie (decision 044). */
export interface KnownBrowsersTable {
  user_id: number;
  browser_hash: string;
  first_seen_at: CreatedAt;
  last_seen_at: CreatedAt;
}

/** One alert about an account: sent (sent_at), or held by the hourly limit until the next one summarises it. */
export interface AccountAlertsTable {
  id: Id;
  user_id: number;
  kind: string;
  happened_at: Timestamp;
  browser: string | null;
  address: string | null;
  sent_at: NullableTimestamp;
  summarised_at: NullableTimestamp;
}
