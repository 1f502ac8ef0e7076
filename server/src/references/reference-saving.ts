import type { Kysely } from 'kysely';
import type { ParsedInput, referenceCalls } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { changedFacts, recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';
import { nextImage, scaleSubmitted, type StoredImage } from './reference-images.js';
import type { ReferenceUploads } from './reference-uploads.js';
import type { ReferenceRow } from '../db/rows.js';

type ParsedForm = ParsedInput<typeof referenceCalls.createReference>['body']['create_reference_form'];

export interface ReferenceSavingDeps {
  db: Kysely<Database>;
  uploads: ReferenceUploads;
  /** Largest image an upload may decode into, in pixels. */
  maxPixels: number;
}

/**
 * Saves the admin's reference form, new (`previous` undefined) or over an existing reference:
 * scales its images, stores the row with its audit entry, and removes the image files the row no
 * longer names. Answers the reference's id.
 */
export async function saveReference(
  deps: ReferenceSavingDeps,
  actor: AuditActor,
  form: ParsedForm,
  previous: ReferenceRow | undefined,
): Promise<number> {
  const { db, uploads } = deps;
  const teaserForm = {
    file: form.teaserimageupload,
    url: form.teaser_square_img,
    urlLarge: form.teaser_square_img_large,
    fileField: 'teaserimageupload',
  };
  const fullForm = { file: form.fullimageupload, url: form.full_img, urlLarge: form.full_img_large, fileField: 'fullimageupload' };
  // Both images are checked before anything is written, so a bad second one leaves no files behind.
  const scaledTeaser = await scaleSubmitted('teaser', teaserForm, deps.maxPixels);
  const scaledFull = await scaleSubmitted('full', fullForm, deps.maxPixels);
  const teaser = await nextImage(
    uploads,
    'teaser',
    previous && stored(previous.teaser_url, previous.teaser_url_large, previous.teaser_upload),
    teaserForm,
    scaledTeaser,
  );
  const full = await nextImage(
    uploads,
    'full',
    previous && stored(previous.image_url, previous.image_url_large, previous.image_upload),
    fullForm,
    scaledFull,
  ).catch(async (error: unknown) => {
    if (teaser.created) await uploads.remove(teaser.created);
    throw error;
  });
  const values = {
    title: form.title,
    teaser_text: form.teaser_text ?? null,
    license_text: form.license_text ?? null,
    show_on_homepage: form.show_on_homepage,
    teaser_url: teaser.image.url,
    teaser_url_large: teaser.image.urlLarge,
    teaser_upload: teaser.image.upload,
    image_url: full.image.url,
    image_url_large: full.image.urlLarge,
    image_upload: full.image.upload,
  };
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      if (previous) {
        await trx
          .updateTable('showcase_references')
          .set({ ...values, updated_at: new Date() })
          .where('id', '=', previous.id)
          .execute();
        const [before, after] = changedFacts(referenceFacts(previous), referenceFacts(values));
        await recordAuditEvent(trx, actor, {
          kind: 'reference-changed',
          before: { referenceId: previous.id, ...before },
          after: { referenceId: previous.id, ...after },
        });
        return previous.id;
      }
      const created = Number((await trx.insertInto('showcase_references').values(values).returning('id').executeTakeFirstOrThrow()).id);
      await recordAuditEvent(trx, actor, {
        kind: 'reference-created',
        before: null,
        after: { referenceId: created, ...referenceFacts(values) },
      });
      return created;
    });
  } catch (error) {
    for (const created of [teaser.created, full.created]) if (created) await uploads.remove(created);
    throw error;
  }
  // Only once the row no longer names them: a failed save keeps the old images intact.
  for (const dropped of [teaser.dropped, full.dropped]) if (dropped) await uploads.remove(dropped);
  return id;
}

function stored(url: string | null, urlLarge: string | null, upload: string | null): StoredImage {
  return { url, urlLarge, upload };
}

type ReferenceFacts = Record<string, string | boolean | null>;

/** What the audit timeline keeps of a reference (decision 027): its texts, visibility and image addresses. */
export function referenceFacts(
  row: Pick<ReferenceRow, 'title' | 'teaser_text' | 'license_text' | 'show_on_homepage' | 'teaser_url' | 'image_url'>,
): ReferenceFacts {
  return {
    title: row.title,
    teaserText: row.teaser_text,
    licenseText: row.license_text,
    showOnHomepage: row.show_on_homepage,
    teaserUrl: row.teaser_url,
    imageUrl: row.image_url,
  };
}
