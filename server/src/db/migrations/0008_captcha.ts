import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Signatures of solved captcha challenges, kept until the challenge expires so that a solution
  // is accepted once only, by whichever server instance sees it first.
  await sql`
    CREATE TABLE captcha_spent (
      signature text PRIMARY KEY,
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX captcha_spent_expires_at_idx ON captcha_spent (expires_at)`.execute(db);
}
