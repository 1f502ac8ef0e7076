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

const sortColumns = {
  sortindex: sql`users.id`,
  email: userEmailSearchExpression,
  name: userNameSearchExpression,
  owner: sql`lower(owner.email)`,
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
    words.map((word) => sql`(${userEmailSearchExpression} LIKE ${escape(word)} OR ${userNameSearchExpression} LIKE ${escape(word)} OR lower(owner.email) LIKE ${escape(word)})`),
    sql` AND `,
  )}`;
}

/** One page of the admin user list, searched, filtered and sorted in the database. */
export async function listUsersForAdmin(db: Kysely<Database>, query: UserListQuery): Promise<{ total: number; users: UserListRow[] }> {
  const perPage = query.perPage ?? 25;
  const page = query.page ?? 1;
  const sortColumn = sortColumns[(query.sort ?? 'sortindex') as keyof typeof sortColumns] ?? sortColumns.sortindex;
  const direction = query.order === 'DESC' ? sql`DESC` : sql`ASC`;
  const from = sql`users
    LEFT JOIN pool_members pm ON pm.user_id = users.id
    LEFT JOIN pools p ON p.id = pm.pool_id
    LEFT JOIN users owner ON owner.id = p.owner_id`;
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
        users.license_expiration, users.license_type, users.has_completed_install, users.free_account, owner.email AS owner
      FROM ${from} WHERE ${where}
      ORDER BY ${sortColumn} ${direction} NULLS LAST, users.id ${direction}
      LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`.execute(db),
    sql<{ total: number }>`SELECT count(*) AS total FROM ${from} WHERE ${where}`.execute(db),
  ]);

  return {
    // Both drivers are set to read bigint as a number (db/type-parsers.ts).
    total: Number(count.rows[0]?.total ?? 0),
    users: rows.rows.map((row) => ({
      id: String(row.id),
      sortindex: Number(row.id),
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
