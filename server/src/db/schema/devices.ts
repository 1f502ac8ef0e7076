import type { CreatedAt, Id, NullableTimestamp } from './columns.js';

export interface DevicesTable {
  id: Id;
  user_id: number;
  machine_id: string;
  name: string;
  first_seen_at: CreatedAt;
  last_seen_at: CreatedAt;
  /** Set while the device is 'Deaktivierung beantragt'; null when active. */
  deactivation_requested_at: NullableTimestamp;
}

export interface IssuedLicensesTable {
  id: Id;
  user_id: number;
  issued_at: CreatedAt;
}
