import {
  createReference,
  deleteReference,
  editReference,
  getReference,
  listReferences,
  referenceSortFields,
  type Reference,
} from '../contract/references.js';
import type { ApiClient } from '../client/create-client.js';
import { sortedPage, type ListAnswer, type ListQuery, type RecordId } from './adapter.js';

/** A file the admin chose in the form (react-admin's file inputs hold it as `rawFile`). */
export interface ChosenFile {
  rawFile: Blob;
}

/**
 * The reference form's record: the field names of the multipart form, plus the current
 * images for the preview. An image comes either as a chosen file or as addresses. A type alias,
 * not an interface, so that it fits the generic record of ResourceAdapter.
 */
export type ReferenceFormRecord = {
  id?: RecordId;
  title: string;
  teaser_text?: string | null;
  teaserimageupload?: ChosenFile | null;
  teaser_square_img?: string | null;
  teaser_square_img_large?: string | null;
  fullimageupload?: ChosenFile | null;
  full_img?: string | null;
  full_img_large?: string | null;
  license_text?: string | null;
  show_on_homepage?: boolean;
};

/** The saved reference as the edit form shows it. */
export type ReferenceRecord = ReferenceFormRecord & { id: number; reference: Reference };

export function toReferenceRecord(reference: Reference): ReferenceRecord {
  return {
    id: reference.id,
    title: reference.title,
    teaser_text: reference.teaserText ?? '',
    teaser_square_img: reference.teaserURL ?? '',
    teaser_square_img_large: reference.teaserURLLarge ?? '',
    full_img: reference.imageURL ?? '',
    full_img_large: reference.imageURLLarge ?? '',
    license_text: reference.licenseText ?? '',
    show_on_homepage: reference.showOnHomepage,
    reference,
  };
}

const fileOf = (value: ChosenFile | null | undefined): Blob | undefined =>
  value && value.rawFile instanceof Blob ? value.rawFile : undefined;
const text = (value: string | null | undefined) => value ?? undefined;

/**
 * The multipart form of the reference calls. A chosen file stands for its image: its address
 * fields are left out (the form disables them). `show_on_homepage` goes as '1' only when checked.
 */
export function referenceFormBody(record: ReferenceFormRecord) {
  const teaserFile = fileOf(record.teaserimageupload);
  const fullFile = fileOf(record.fullimageupload);
  return {
    create_reference_form: {
      title: record.title,
      teaser_text: text(record.teaser_text),
      license_text: text(record.license_text),
      ...(teaserFile
        ? { teaserimageupload: teaserFile }
        : { teaser_square_img: text(record.teaser_square_img), teaser_square_img_large: text(record.teaser_square_img_large) }),
      ...(fullFile ? { fullimageupload: fullFile } : { full_img: text(record.full_img), full_img_large: text(record.full_img_large) }),
      ...(record.show_on_homepage ? { show_on_homepage: '1' } : {}),
    },
  };
}

/** References (showcase entries): list, read, create, save and delete, as the admin's resource `references`. */
export function referencesAdapter(client: ApiClient) {
  const read = async (id: RecordId) => toReferenceRecord(await client.call(getReference, { params: { referenceId: Number(id) } }));
  return {
    async getList(query: ListQuery<Record<string, unknown>>): Promise<ListAnswer<Reference>> {
      const answer = await client.call(listReferences, { query: sortedPage(query, referenceSortFields) });
      return { data: answer.references, total: answer.total };
    },
    getOne: read,
    async create(data: ReferenceFormRecord): Promise<ReferenceRecord> {
      const { id } = await client.call(createReference, { body: referenceFormBody(data) });
      return read(id);
    },
    async update(id: RecordId, data: ReferenceFormRecord): Promise<ReferenceRecord> {
      await client.call(editReference, { params: { referenceId: Number(id) }, body: referenceFormBody(data) });
      return read(id);
    },
    async delete(id: RecordId): Promise<{ id: RecordId }> {
      await client.call(deleteReference, { params: { referenceId: Number(id) } });
      return { id };
    },
  };
}
