import type { ColumnType } from 'kysely';
import type { CreatedAt } from './columns.js';

/** Any JSON value; written as a string or a value that the driver serialises. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface SettingsTable {
  key: string;
  value: ColumnType<JsonValue, string, string>;
  updated_at: CreatedAt;
}

export interface TermsVersionsTable {
  version: string;
  published_at: CreatedAt;
}

export interface TermsAcceptancesTable {
  user_id: number;
  version: string;
  accepted_at: CreatedAt;
}
