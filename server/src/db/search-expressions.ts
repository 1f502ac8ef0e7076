import { sql } from 'kysely';

/**
 * What the admin user list searches: e-mail, first and last name in lower case, one stored column
 * with a trigram index of its own (migration 0019). A search must use it as it is (e.g.
 * `where(userSearchText, 'like', '%word%')`) or PostgreSQL scans the table.
 */
export const userSearchText = sql<string>`users.search_text`;

/** The e-mail as the unique index and the trigram index of migration 0001 have it: sorting, and the search for a pool's owner. */
export const userEmailSearchExpression = sql<string>`lower(users.email)`;

/** The name as the sort index of migration 0009 has it. */
export const userNameSearchExpression = sql<string>`lower(coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, ''))`;
