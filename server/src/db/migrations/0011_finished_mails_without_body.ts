import { sql, type Kysely } from 'kysely';

/**
 * A mail's body carries live links (password reset, address confirmation, invitation codes).
 * The queue needs it only until the mail is delivered or given up; the user's list of sent
 * notifications keeps what it shows (slug, subject, date). So finished mails keep no body, the
 * ones finished before this migration included, and the database holds every row to that.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outgoing_mails ALTER COLUMN html DROP NOT NULL, ALTER COLUMN text_body DROP NOT NULL`.execute(db);
  await sql`UPDATE outgoing_mails SET html = NULL, text_body = NULL WHERE status <> 'pending'`.execute(db);
  await sql`
    ALTER TABLE outgoing_mails ADD CONSTRAINT outgoing_mails_body_only_while_pending CHECK (
      CASE WHEN status = 'pending' THEN html IS NOT NULL AND text_body IS NOT NULL ELSE html IS NULL AND text_body IS NULL END
    )`.execute(db);
}
