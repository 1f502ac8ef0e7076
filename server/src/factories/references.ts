import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ShowcaseReferencesTable } from '../db/schema.js';
import { definedOnly } from './defined-only.js';

export type Reference = Selectable<ShowcaseReferencesTable>;

export interface CreateReferenceOptions {
  title?: string;
  teaserText?: string | null;
  teaserUrl?: string | null;
  teaserUrlLarge?: string | null;
  imageUrl?: string | null;
  imageUrlLarge?: string | null;
  licenseText?: string | null;
  showOnHomepage?: boolean;
}

let sequence = 0;

/** A showcase entry ('Referenz'). */
export async function createReference(db: Kysely<Database>, options: CreateReferenceOptions = {}): Promise<Reference> {
  sequence += 1;
  const values: Insertable<ShowcaseReferencesTable> = {
    title: options.title ?? `Referenzprojekt ${sequence}`,
    ...definedOnly({
      teaser_text: options.teaserText,
      teaser_url: options.teaserUrl,
      teaser_url_large: options.teaserUrlLarge,
      image_url: options.imageUrl,
      image_url_large: options.imageUrlLarge,
      license_text: options.licenseText,
      show_on_homepage: options.showOnHomepage,
    }),
  };
  return db.insertInto('showcase_references').values(values).returningAll().executeTakeFirstOrThrow();
}
