import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { licenseTypeName, type UserListFilter, type UserListRow, LICENSE } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { userEmailSearchExpression, userNameSearchExpression, userSearchText } from '../db/search-expressions.js';

export interface UserListView {
  filter: UserListFilter;
  term?: string | undefined;
  sort?: string | undefined;
  order?: 'ASC' | 'DESC' | undefined;
}

export interface UserListQuery extends UserListView {
  page?: number | undefined;
  perPage?: number | undefined;
}

/**
 * The list holds two kinds of rows: users, and licences of a pool that nobody holds yet (id
 * `license_{id}`, the pool's owner as 'Eigentümer'), which would otherwise appear nowhere.
 */
const licensePrefix = 'license_';

/** The e-mail of the owner of the pool the user is a member of (null for others). */
const ownerEmail = sql<
  string | null
>`(SELECT o.email FROM pool_members pm JOIN pools p ON p.id = pm.pool_id JOIN users o ON o.id = p.owner_id WHERE pm.user_id = users.id LIMIT 1)`;

/** Users whose pool owner's e-mail contains the pattern: few, and found through the index, so the OR below keeps using indexes. */
const ownedBy = (pattern: string) =>
  sql`users.id = ANY (ARRAY(SELECT pm.user_id FROM pool_members pm JOIN pools p ON p.id = pm.pool_id JOIN users o ON o.id = p.owner_id WHERE lower(o.email) LIKE ${pattern}))`;

/** Columns that can be empty sort their empty rows last in both directions; the others keep their index usable both ways. */
const nullableSorts = new Set(['owner', 'expiration']);

type SortField = 'sortindex' | 'email' | 'name' | 'owner' | 'license' | 'has_completed_install' | 'free_account' | 'created' | 'expiration';

/** Each sortable column as users and as free licences have it (same type on both sides). */
const sortColumns: Record<SortField, { user: RawBuilder<unknown>; license: RawBuilder<unknown> }> = {
  sortindex: { user: sql`users.id`, license: sql`licenses.id` },
  email: { user: userEmailSearchExpression, license: sql`''::text` },
  name: { user: userNameSearchExpression, license: sql`''::text` },
  owner: { user: sql`lower(${ownerEmail})`, license: sql`lower(owners.email)` },
  license: { user: sql`users.license_type`, license: sql`licenses.license_type` },
  has_completed_install: { user: sql`users.has_completed_install`, license: sql`false` },
  free_account: { user: sql`users.free_account`, license: sql`false` },
  created: { user: sql`users.created_at`, license: sql`licenses.created_at` },
  expiration: { user: sql`users.license_expiration`, license: sql`licenses.expiration` },
};

function userFilter(filter: UserListFilter): Expression<SqlBool> {
  switch (filter) {
    case 'spam':
      return sql<SqlBool>`users.spam`;
    case 'concept':
      return sql<SqlBool>`NOT users.spam AND users.license_type = ${LICENSE.concept}`;
    case 'paying':
      return sql<SqlBool>`NOT users.spam AND users.paying AND NOT users.free_account`;
    case 'licensed':
      // Written as the partial index users_licensed_expiry_idx has it (migration 0018), so that count and page use it; no expiry means never.
      return sql<SqlBool>`NOT users.spam AND users.license_type NOT IN (${sql.lit(LICENSE.none)}, ${sql.lit(LICENSE.concept)}) AND coalesce(users.license_expiration, 'infinity'::date) >= CURRENT_DATE`;
    case 'all':
      return sql<SqlBool>`NOT users.spam`;
  }
}

/** Free pool licences belong to the views of all users and of current licences, not to paying, Concept or spam. */
function licenseFilter(filter: UserListFilter): Expression<SqlBool> {
  switch (filter) {
    case 'all':
      return sql<SqlBool>`NOT owners.spam`;
    case 'licensed':
      return sql<SqlBool>`NOT owners.spam AND (licenses.expiration IS NULL OR licenses.expiration >= CURRENT_DATE)`;
    default:
      return sql<SqlBool>`FALSE`;
  }
}

function searchWords(term: string | undefined): string[] {
  const escape = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return (term ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10).map(escape);
}

/** Every word of the search must match e-mail, name or owner. */
function userTerm(words: string[]): Expression<SqlBool> {
  if (words.length === 0) return sql<SqlBool>`TRUE`;
  return sql<SqlBool>`${sql.join(
    words.map((word) => sql`(${userSearchText} LIKE ${word} OR ${ownedBy(word)})`),
    sql` AND `,
  )}`;
}

/** A free licence has no e-mail or name: every word must match its owner. */
function licenseTerm(words: string[]): Expression<SqlBool> {
  if (words.length === 0) return sql<SqlBool>`TRUE`;
  return sql<SqlBool>`${sql.join(
    words.map((word) => sql`lower(owners.email) LIKE ${word}`),
    sql` AND `,
  )}`;
}

interface ListRow {
  row_kind: 'user' | 'license';
  row_id: number;
  email: string;
  name: string;
  created_at: Date;
  license_expiration: string | null;
  license_type: number;
  has_completed_install: boolean;
  free_account: boolean;
  owner: string | null;
  owner_name: string | null;
}

/**
 * The rows of a view in their order. `limit` bounds each side before they are merged: a page
 * needs at most offset + perPage rows of either, so the users' side still walks its index and
 * stops early (the free licences are few).
 */
function viewRows(view: UserListView, limit?: number): RawBuilder<ListRow> {
  const sort: SortField = view.sort && view.sort in sortColumns ? (view.sort as SortField) : 'sortindex';
  const direction = view.order === 'DESC' ? sql`DESC` : sql`ASC`;
  const nulls = nullableSorts.has(sort) ? sql`NULLS LAST` : sql``;
  const words = searchWords(view.term);
  // Upwards, an empty expiry sorts as "never" (the same order as NULLS LAST), as the licensed view's index has it (migration 0018).
  const neverEnds = sort === 'expiration' && view.order !== 'DESC';
  const userKey = neverEnds ? sql`coalesce(users.license_expiration, 'infinity'::date)` : sortColumns[sort].user;
  const licenseKey = neverEnds ? sql`coalesce(licenses.expiration, 'infinity'::date)` : sortColumns[sort].license;
  // Ordering each side only pays when it is cut short; the whole view is sorted once, outside.
  const branchOrder = (key: RawBuilder<unknown>, id: RawBuilder<unknown>) =>
    limit === undefined ? sql`` : sql`ORDER BY ${key} ${direction} ${nulls}, ${id} ${direction} LIMIT ${limit}`;
  return sql<ListRow>`
    SELECT * FROM (
      (SELECT 'user' AS row_kind, users.id AS row_id, users.email, trim(coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, '')) AS name,
          users.created_at, users.license_expiration, users.license_type, users.has_completed_install, users.free_account, ${ownerEmail} AS owner,
          NULL AS owner_name, ${userKey} AS sort_key
        FROM users WHERE ${userFilter(view.filter)} AND ${userTerm(words)}
        ${branchOrder(userKey, sql`users.id`)})
      UNION ALL
      (SELECT 'license' AS row_kind, licenses.id AS row_id, '' AS email, '' AS name,
          licenses.created_at, licenses.expiration, licenses.license_type, false, false, owners.email AS owner,
          trim(coalesce(owners.first_name, '') || ' ' || coalesce(owners.last_name, '')) AS owner_name, ${licenseKey} AS sort_key
        FROM licenses JOIN pools ON pools.id = licenses.pool_id JOIN users owners ON owners.id = pools.owner_id
        WHERE licenses.user_id IS NULL AND ${licenseFilter(view.filter)} AND ${licenseTerm(words)}
        ${branchOrder(licenseKey, sql`licenses.id`)})
    ) AS list_rows
    ORDER BY sort_key ${direction} ${nulls}, row_kind ${direction}, row_id ${direction}`;
}

function toListRow(row: ListRow): UserListRow {
  const isLicense = row.row_kind === 'license';
  return {
    id: isLicense ? `${licensePrefix}${row.row_id}` : String(row.row_id),
    // Both drivers are set to read bigint as a number (db/type-parsers.ts).
    sortindex: Number(row.row_id),
    email: row.email,
    name: row.name,
    created: new Date(row.created_at).toISOString(),
    expiration: row.license_expiration,
    license: licenseTypeName(row.license_type),
    has_completed_install: row.has_completed_install,
    free_account: row.free_account,
    owner: row.owner,
    // Only the licence rows name their owner: they already join the owner, a user row would need a lookup per row.
    owner_name: row.owner_name || null,
  };
}

/** One page of the admin user list, searched, filtered and sorted in the database. */
export async function listUsersForAdmin(db: Kysely<Database>, query: UserListQuery): Promise<{ total: number; users: UserListRow[] }> {
  const perPage = query.perPage ?? 25;
  const offset = ((query.page ?? 1) - 1) * perPage;
  const words = searchWords(query.term);
  const [rows, count] = await Promise.all([
    sql<ListRow>`${viewRows(query, offset + perPage)} LIMIT ${perPage} OFFSET ${offset}`.execute(db),
    sql<{ total: number }>`SELECT (SELECT count(*) FROM users WHERE ${userFilter(query.filter)} AND ${userTerm(words)})
        + (SELECT count(*) FROM licenses JOIN pools ON pools.id = licenses.pool_id JOIN users owners ON owners.id = pools.owner_id
           WHERE licenses.user_id IS NULL AND ${licenseFilter(query.filter)} AND ${licenseTerm(words)}) AS total`.execute(db),
  ]);
  return { total: Number(count.rows[0]?.total ?? 0), users: rows.rows.map(toListRow) };
}

/**
 * Hands every row of a view to `onBatch`, `batchSize` at a time, through a server-side cursor:
 * one query in one transaction however long the list, and never more than one batch in memory
 * (decision 022). A rejecting `onBatch` (the download was broken off) ends the cursor.
 */
export async function forEachUserListBatch(
  db: Kysely<Database>,
  view: UserListView,
  onBatch: (rows: UserListRow[]) => Promise<void>,
  batchSize = 5000,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Every row will be read: plan for the whole result, not for the first tenth (the cursor's
    // default), and spare the one-off JIT compilation that costs more than it saves here.
    await sql`SET LOCAL cursor_tuple_fraction = 1`.execute(trx);
    await sql`SET LOCAL jit = off`.execute(trx);
    await sql`DECLARE user_list_export NO SCROLL CURSOR FOR ${viewRows(view)}`.execute(trx);
    for (;;) {
      const batch = await sql<ListRow>`FETCH ${sql.raw(String(Math.trunc(batchSize)))} FROM user_list_export`.execute(trx);
      if (batch.rows.length === 0) break;
      await onBatch(batch.rows.map(toListRow));
    }
    await sql`CLOSE user_list_export`.execute(trx);
  });
}
