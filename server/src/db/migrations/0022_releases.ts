import { sql, type Kysely } from 'kysely';

/**
 * Releases of the desktop application (decision 042): one row per version and channel, with its
 * publication date, its Markdown release notes, its installer (an address or a file under
 * DATA_DIR, as INSTALLER_URL) and whether customers see it yet. And the application version that
 * each device last reported with its activation or refresh (null until it reports one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE releases (
      id bigserial PRIMARY KEY,
      version text NOT NULL CHECK (version ~ '^[0-9]{1,5}\\.[0-9]{1,5}\\.[0-9]{1,5}\\.[0-9]{1,5}$'),
      channel text NOT NULL CHECK (channel IN ('stable', 'nightly')),
      published_on date NOT NULL,
      notes text NOT NULL DEFAULT '',
      installer text NOT NULL,
      published boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT releases_channel_version_key UNIQUE (channel, version)
    )`.execute(db);
  await sql`ALTER TABLE devices ADD COLUMN app_version text`.execute(db);
}
