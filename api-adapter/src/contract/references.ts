import * as z from 'zod/mini';
import { successAnswer } from './answers.js';
import { adminOnly, publicAccess } from './access.js';
import { defineCall, defineTokenCall } from './define.js';
import { sortedPageQuery } from './list-query.js';
import { checkbox, formToken, recordId, optionalImageUrl, optionalMultiLineText, requiredText } from './fields.js';
import { upload } from './upload.js';

/** References (showcase entries) that admins create, edit and delete. */

export const reference = z.object({
  id: z.number(),
  title: z.string(),
  /** 350 px square teaser. */
  teaserURL: z.nullable(z.string()),
  /** 700 px teaser for high-DPI screens. */
  teaserURLLarge: z.nullable(z.string()),
  teaserText: z.nullable(z.string()),
  /** 900 px wide image. */
  imageURL: z.nullable(z.string()),
  /** The image over 1000 px wide, for high-DPI screens. */
  imageURLLarge: z.nullable(z.string()),
  /** The same four images as WebP, where the server scaled an upload (null for addresses given by hand). */
  teaserWebpURL: z.nullable(z.string()),
  teaserWebpURLLarge: z.nullable(z.string()),
  imageWebpURL: z.nullable(z.string()),
  imageWebpURLLarge: z.nullable(z.string()),
  licenseText: z.nullable(z.string()),
  showOnHomepage: z.boolean(),
});
export type Reference = z.infer<typeof reference>;

export const referenceSortFields = ['id', 'title'] as const;

export const listReferences = defineCall({
  name: 'listReferences',
  method: 'GET',
  path: '/webapi/references',
  access: adminOnly,
  encoding: 'none',
  query: sortedPageQuery(referenceSortFields),
  response: z.object({ total: z.number(), references: z.array(reference) }),
});

const referenceParams = z.object({ referenceId: recordId });

export const getReference = defineCall({
  name: 'getReference',
  method: 'GET',
  path: '/webapi/reference/:referenceId',
  access: adminOnly,
  encoding: 'none',
  params: referenceParams,
  response: reference,
});

/**
 * The public page /reference/{id}: anyone may read a reference that is shown on the homepage;
 * any other id, hidden or unknown, is simply not found.
 */
export const getPublicReference = defineCall({
  name: 'getPublicReference',
  method: 'GET',
  path: '/webapi/public-reference/:referenceId',
  access: publicAccess,
  encoding: 'none',
  params: referenceParams,
  response: reference,
});

export const createReferenceToken = defineTokenCall('createReferenceToken', '/webapi/createReferenceToken', 'reference-edit', adminOnly);
export const deleteReferenceToken = defineTokenCall('deleteReferenceToken', '/webapi/deleteReferenceToken', 'reference-delete', adminOnly);

/**
 * The reference form. Each image comes either as an upload (the server scales it) or as an
 * address; `show_on_homepage` is sent as '1' only when checked.
 */
export const referenceForm = z.object({
  create_reference_form: z.object({
    title: requiredText,
    teaserimageupload: upload,
    teaser_square_img: optionalImageUrl,
    teaser_square_img_large: optionalImageUrl,
    teaser_text: optionalMultiLineText,
    fullimageupload: upload,
    full_img: optionalImageUrl,
    full_img_large: optionalImageUrl,
    license_text: optionalMultiLineText,
    show_on_homepage: checkbox,
    _token: formToken,
  }),
});

/** The saved reference's id, so the admin can open or list it. */
const savedReference = z.object({ success: z.literal(true), id: z.number() });

export const createReference = defineCall({
  name: 'createReference',
  method: 'POST',
  path: '/webapi/create-reference',
  access: adminOnly,
  encoding: 'multipart',
  body: referenceForm,
  response: savedReference,
  token: { call: createReferenceToken, field: 'body.create_reference_form._token' },
});

export const editReference = defineCall({
  name: 'editReference',
  method: 'POST',
  path: '/webapi/edit-reference/:referenceId',
  access: adminOnly,
  encoding: 'multipart',
  params: referenceParams,
  body: referenceForm,
  response: savedReference,
  token: { call: createReferenceToken, field: 'body.create_reference_form._token' },
});

export const deleteReference = defineCall({
  name: 'deleteReference',
  method: 'DELETE',
  path: '/webapi/reference/:referenceId/:deleteToken',
  access: adminOnly,
  encoding: 'none',
  params: z.object({ referenceId: recordId, deleteToken: formToken }),
  response: successAnswer,
  token: { call: deleteReferenceToken, field: 'params.deleteToken' },
});
