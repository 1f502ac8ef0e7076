import { sql, type Kysely } from 'kysely';
import type { ReleaseChannel } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { changedFacts, recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';
import { DomainError } from '../errors/domain-error.js';
import { releaseFacts, versionNumbers, versionOrder } from './release-rows.js';
import type { ReleaseRow } from '../db/rows.js';

export interface ReleaseValues {
  version: string;
  channel: ReleaseChannel;
  published_on: string;
  notes: string;
  installer: string;
  published: boolean;
}

const sortColumns = {
  id: sql`id`,
  version: versionOrder,
  channel: sql`channel`,
  publishedOn: sql`published_on`,
  published: sql`published`,
} as const;
export type ReleaseSort = keyof typeof sortColumns;

/** The back-office list, one page, sorted; newest publication first unless told otherwise. */
export async function listReleaseRows(
  db: Kysely<Database>,
  query: { sort?: ReleaseSort; order?: 'ASC' | 'DESC'; page?: number; perPage?: number },
): Promise<{ rows: ReleaseRow[]; total: number }> {
  const perPage = query.perPage ?? 25;
  const [rows, total] = await Promise.all([
    db
      .selectFrom('releases')
      .selectAll()
      .orderBy(sortColumns[query.sort ?? 'publishedOn'], query.order === 'ASC' ? 'asc' : 'desc')
      .orderBy(versionOrder, 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset(((query.page ?? 1) - 1) * perPage)
      .execute(),
    db
      .selectFrom('releases')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export async function findRelease(db: Kysely<Database>, id: number): Promise<ReleaseRow | undefined> {
  return db.selectFrom('releases').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A version is recorded once per channel; the unique key decides under concurrent saves too. */
async function refuseTakenVersion(db: Kysely<Database>, values: ReleaseValues, except?: number) {
  let taken = db.selectFrom('releases').select('id').where('channel', '=', values.channel).where('version', '=', values.version);
  if (except !== undefined) taken = taken.where('id', '!=', except);
  if (await taken.executeTakeFirst()) throw new DomainError('releaseExists');
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | undefined)?.code === '23505';

/** Records a release and its audit entry together; refuses a version the channel already has. */
export async function createReleaseRow(db: Kysely<Database>, actor: AuditActor, values: ReleaseValues): Promise<number> {
  try {
    return await db.transaction().execute(async (trx) => {
      await refuseTakenVersion(trx, values);
      const { id } = await trx.insertInto('releases').values(values).returning('id').executeTakeFirstOrThrow();
      await recordAuditEvent(trx, actor, { kind: 'release-created', before: null, after: { releaseId: id, ...releaseFacts(values) } });
      return id;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? new DomainError('releaseExists') : error;
  }
}

/** Saves a release's new values; the audit entry keeps only what changed. */
export async function updateReleaseRow(db: Kysely<Database>, actor: AuditActor, id: number, values: ReleaseValues): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const previous = await trx.selectFrom('releases').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!previous) throw new DomainError('notFound');
      await refuseTakenVersion(trx, values, id);
      await trx
        .updateTable('releases')
        .set({ ...values, updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
      const [before, after] = changedFacts(releaseFacts(previous), releaseFacts(values));
      await recordAuditEvent(trx, actor, {
        kind: 'release-changed',
        before: { releaseId: id, ...before },
        after: { releaseId: id, ...after },
      });
    });
  } catch (error) {
    throw isUniqueViolation(error) ? new DomainError('releaseExists') : error;
  }
}

export async function deleteReleaseRow(db: Kysely<Database>, actor: AuditActor, id: number): Promise<void> {
  const deleted = await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('releases').where('id', '=', id).returningAll().executeTakeFirst();
    if (row) await recordAuditEvent(trx, actor, { kind: 'release-deleted', before: { releaseId: id, ...releaseFacts(row) }, after: null });
    return row;
  });
  if (!deleted) throw new DomainError('notFound');
}

/**
 * The newest published releases of a channel, highest version first; `newerThan` keeps only
 * versions above an installed one (the update check).
 */
export async function publishedReleases(
  db: Kysely<Database>,
  channel: ReleaseChannel,
  options: { limit: number; newerThan?: string },
): Promise<ReleaseRow[]> {
  let query = db.selectFrom('releases').selectAll().where('channel', '=', channel).where('published', '=', true);
  if (options.newerThan) query = query.where(versionOrder, '>', versionNumbers(sql.val(options.newerThan)));
  return query.orderBy(versionOrder, 'desc').limit(options.limit).execute();
}
