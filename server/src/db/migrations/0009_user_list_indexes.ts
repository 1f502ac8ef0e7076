import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the admin user list at 100,000 users (ARCHITECTURE.md budget: 30 ms at the 95th
 * percentile): sorting by name walks an index instead of sorting every row, and counting the
 * default view (everyone but spam) is an index-only scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Must stay identical to userNameSearchExpression (db/search-expressions.ts) for the index to be used.
  await sql`CREATE INDEX users_name_sort_idx ON users ((lower(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))), id)`.execute(
    db,
  );
  await sql`CREATE INDEX users_not_spam_idx ON users (id) WHERE NOT spam`.execute(db);
}
