import { sql } from 'kysely';
import { domainRoutes, formToken } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import { toReference } from './reference-rows.js';
import { referenceFacts, saveReference, type ReferenceSavingDeps } from './reference-saving.js';
import { recordAuditEvent } from '../audit/record-audit-event.js';
import { auditActor } from '../http/audit-actor.js';

/** References (showcase entries): the admin's list and form, and their public page. */
export function referencesRoutes(deps: ReferenceSavingDeps) {
  const { db, uploads } = deps;
  const find = async (id: number) => db.selectFrom('showcase_references').selectAll().where('id', '=', id).executeTakeFirst();
  const existing = async (id: number) => (await find(id)) ?? Promise.reject(new DomainError('notFound'));

  return domainRoutes('references', {
    listReferences: async ({ query }) => {
      const perPage = query.perPage ?? 25;
      const page = query.page ?? 1;
      const [rows, total] = await Promise.all([
        db
          .selectFrom('showcase_references')
          .selectAll()
          .orderBy(query.sort === 'title' ? sql`lower(title)` : sql`id`, query.order === 'ASC' ? 'asc' : 'desc')
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        db
          .selectFrom('showcase_references')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { total: Number(total.count), references: rows.map((row) => toReference(row, uploads)) };
    },

    getReference: async ({ params }) => toReference(await existing(params.referenceId), uploads),

    getPublicReference: async ({ params }) => {
      const row = await find(params.referenceId);
      if (!row?.show_on_homepage) throw new DomainError('notFound');
      return toReference(row, uploads);
    },

    createReferenceToken: formToken,

    deleteReferenceToken: formToken,

    createReference: async ({ body }, request) => ({
      success: true as const,
      id: await saveReference(deps, auditActor(request), body.create_reference_form, undefined),
    }),

    editReference: async ({ params, body }, request) => {
      const previous = await existing(params.referenceId);
      return { success: true as const, id: await saveReference(deps, auditActor(request), body.create_reference_form, previous) };
    },

    deleteReference: async ({ params }, request) => {
      const deleted = await db.transaction().execute(async (trx) => {
        const row = await trx.deleteFrom('showcase_references').where('id', '=', params.referenceId).returningAll().executeTakeFirst();
        if (row)
          await recordAuditEvent(trx, auditActor(request), {
            kind: 'reference-deleted',
            before: { referenceId: row.id, ...referenceFacts(row) },
            after: null,
          });
        return row;
      });
      if (!deleted) throw new DomainError('notFound');
      for (const upload of [deleted.teaser_upload, deleted.image_upload]) if (upload) await uploads.remove(upload);
      return { success: true as const };
    },
  });
}
