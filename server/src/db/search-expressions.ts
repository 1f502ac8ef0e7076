import { sql } from 'kysely';

/**
 * The expressions that the trigram indexes of migration 0001 cover. A search must use exactly
 * these (e.g. `where(userNameSearchExpression, 'like', '%word%')`) or PostgreSQL scans the table.
 */
export const userEmailSearchExpression = sql<string>`lower(users.email)`;
export const userNameSearchExpression = sql<string>`lower(coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, ''))`;
