import { sql, type Kysely } from 'kysely';

/**
 * A confirmation code carries the registration it was mailed for (password hash, names, edition),
 * and confirming it applies exactly that registration: whoever registered an address first can no
 * longer have the owner's link confirm his own password (decision 030). Codes issued before this
 * have none and confirm the account as it stands, as they always did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE one_time_codes ADD COLUMN registration jsonb`.execute(db);
  await sql`ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_registration_confirms_only CHECK (registration IS NULL OR purpose = 'confirm-email')`.execute(
    db,
  );
}
