import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { licenseTypeName, type UserListFilter, type UserListRow, LICENSE } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { userEmailSearchExpression, userNameSearchExpression } from '../db/search-expressions.js';

export interface UserListQuery {
  filter: UserListFilter;
  term?: string | undefined;
  sort?: string | undefined;
  order?: 'ASC' | 'DESC' | undefined;
  page?: number | undefined;
  perPage?: number | undefined;
}

/** The e-mail of the owner of the pool the user is a member of (null for others). */
const ownerEmail = sql<string | null>`(SELECT o.email FROM pool_members pm JOIN pools p ON p.id = pm.pool_id JOIN users o ON o.id = p.owner_id WHERE pm.user_id = users.id LIMIT 1)`;

/** Users whose pool owner's e-mail contains the pattern: few, and found through the index, so the OR below keeps using indexes. */
const ownedBy = (pattern: string) =>
  sql`users.id = ANY (ARRAY(SELECT pm.user_id FROM pool_members pm JOIN pools p ON p.id = pm.pool_id JOIN users o ON o.id = p.owner_id WHERE lower(o.email) LIKE ${pattern}))`;

/** Columns that can be empty sort their empty rows last in both directions; the others keep their index usable both ways. */
const nullableSorts = new Set(['owner', 'expiration']);

const sortColumns = {
  sortindex: sql`users.id`,
  email: userEmailSearchExpression,
  name: userNameSearchExpression,
  owner: sql`lower(${ownerEmail})`,
  license: sql`users.license_type`,
  has_completed_install: sql`users.has_completed_install`,
  free_account: sql`users.free_account`,
  created: sql`users.created_at`,
  expiration: sql`users.license_expiration`,
} as const;

function filterCondition(filter: UserListFilter): Expression<SqlBool> {
  switch (filter) {
    case 'spam':
      return sql<SqlBool>`users.spam`;
    case 'concept':
      return sql<SqlBool>`NOT users.spam AND users.license_type = ${LICENSE.concept}`;
    case 'paying':
      return sql<SqlBool>`NOT users.spam AND users.paying AND NOT users.free_account`;
    case 'licensed':
      return sql<SqlBool>`NOT users.spam AND users.license_type NOT IN (${LICENSE.none}, ${LICENSE.concept}) AND (users.license_expiration IS NULL OR users.license_expiration >= CURRENT_DATE)`;
    case 'all':
      return sql<SqlBool>`NOT users.spam`;
  }
}

/** Every word of the search must match e-mail, name or owner. */
function termCondition(term: string | undefined): Expression<SqlBool> {
  const words = (term ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return sql<SqlBool>`TRUE`;
  const escape = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql<SqlBool>`${sql.join(
    words.map((word) => sql`(${userEmailSearchExpression} LIKE ${escape(word)} OR ${userNameSearchExpression} LIKE ${escape(word)} OR ${ownedBy(escape(word))})`),
    sql` AND `,
  )}`;
}

/** One page of the admin user list, searched, filtered and sorted in the database. */
export async function listUsersForAdmin(db: Kysely<Database>, query: UserListQuery): Promise<{ total: number; users: UserListRow[] }> {
  const perPage = query.perPage ?? 25;
  const page = query.page ?? 1;
  const sort = query.sort && query.sort in sortColumns ? (query.sort as keyof typeof sortColumns) : 'sortindex';
  const direction = query.order === 'DESC' ? sql`DESC` : sql`ASC`;
  const nulls = nullableSorts.has(sort) ? sql`NULLS LAST` : sql``;
  const where = sql`${filterCondition(query.filter)} AND ${termCondition(query.term)}`;

  const [rows, count] = await Promise.all([
    sql<{
      id: number;
      email: string;
      name: string;
      created_at: Date;
      license_expiration: string | null;
      license_type: number;
      has_completed_install: boolean;
      free_account: boolean;
      owner: string | null;
    }>`SELECT users.id, users.email, trim(coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, '')) AS name, users.created_at,
        users.license_expiration, users.license_type, users.has_completed_install, users.free_account, ${ownerEmail} AS owner
      FROM users WHERE ${where}
      ORDER BY ${sortColumns[sort]} ${direction} ${nulls}, users.id ${direction}
      LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`.execute(db),
    sql<{ total: number }>`SELECT count(*) AS total FROM users WHERE ${where}`.execute(db),
  ]);

  return {
    // Both drivers are set to read bigint as a number (db/type-parsers.ts).
    total: Number(count.rows[0]?.total ?? 0),
    users: rows.rows.map((row) => ({
      id: String(row.id),
      sortindex: row.id,
      email: row.email,
      name: row.name,
      created: row.created_at.toISOString(),
      expiration: row.license_expiration,
      license: licenseTypeName(row.license_type),
      has_completed_install: row.has_completed_install,
      free_account: row.free_account,
      owner: row.owner,
    })),
  };
}
