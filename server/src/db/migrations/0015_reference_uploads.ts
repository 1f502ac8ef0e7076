import { sql, type Kysely } from 'kysely';

/**
 * Which uploaded image folder (uploads/references/<id>/) a reference's teaser and full image come
 * from, so the server can name their WebP variants and remove the files when they are replaced
 * or the reference is deleted. Null where the admin gave addresses by hand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE showcase_references ADD COLUMN teaser_upload text, ADD COLUMN image_upload text`.execute(db);
}
