import * as z from 'zod/mini';
import { texts } from '../domain/texts.js';

/** A file as the server reads it from a multipart request. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Uint8Array;
}

function isUploadedFile(value: unknown): value is UploadedFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<UploadedFile>;
  return typeof file.filename === 'string' && typeof file.mimetype === 'string' && file.data instanceof Uint8Array;
}

/** An optional file field: a Blob when the browser sends it, an UploadedFile when the server has read it. */
export const upload = z.optional(
  z.custom<Blob | UploadedFile>(
    (value) => (typeof Blob !== 'undefined' && value instanceof Blob) || isUploadedFile(value),
    texts.validation.upload,
  ),
);

/**
 * The bracket names of the file fields a body declares with `upload`, such as
 * `create_reference_form[teaserimageupload]`: the only parts of a multipart request that the
 * server reads as files.
 */
export function uploadFieldNames(body: z.core.$ZodType | undefined, name = ''): string[] {
  if (body === undefined) return [];
  if (body === upload) return [name];
  const definition = body._zod.def;
  if (definition.type !== 'object') return [];
  const { shape } = definition as z.core.$ZodObjectDef;
  return Object.entries(shape).flatMap(([key, field]) => uploadFieldNames(field, name ? `${name}[${key}]` : key));
}
