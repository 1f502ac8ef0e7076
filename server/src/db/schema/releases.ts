import type { ColumnType } from 'kysely';
import type { CreatedAt, Defaulted, Id } from './columns.js';

/** Releases of the desktop application (decision 042). */
export interface ReleasesTable {
  id: Id;
  /** AppInstaller form, four numbers: 4.2.1.0. */
  version: string;
  channel: 'stable' | 'nightly';
  /** YYYY-MM-DD, kept as text so that no time zone shifts it. */
  published_on: ColumnType<string, string, string>;
  /** Markdown as the admin wrote it. */
  notes: Defaulted<string>;
  /** An http(s) address or a path relative to DATA_DIR. */
  installer: string;
  /** False for a draft, which only admins see. */
  published: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
