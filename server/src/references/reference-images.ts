import type { UploadedFile } from '@bfsm/api-adapter';
import { DomainError } from '../errors/domain-error.js';
import type { ImageSlot } from './image-variants.js';
import type { ReferenceUploads } from './reference-uploads.js';
import { ImageRejected, scaleImage, type ImageProblem, type ScaledImage } from './scale-image.js';

/** One image of a reference as stored: its two addresses, and the upload they were scaled into. */
export interface StoredImage {
  url: string | null;
  urlLarge: string | null;
  upload: string | null;
}

/** What the form sent for one image: a file, or addresses typed by hand. */
export interface SubmittedImage {
  file: UploadedFile | Blob | undefined;
  url: string | undefined;
  urlLarge: string | undefined;
  /** The form field of the file, where an error about it is shown. */
  fileField: string;
}

/** The refusal of a file that is no image, or one the server will not decode, at the file's field. */
function imageRefusal(problem: ImageProblem, field: string, maxPixels: number): DomainError {
  if (problem === 'too-many-pixels') return new DomainError('referenceImageTooLarge', { field, maxPixels });
  return new DomainError(problem === 'broken' ? 'referenceImageBroken' : 'referenceNotAnImage', { field });
}

/** Scales a submitted file, or refuses it for its field. */
export async function scaleSubmitted(slot: ImageSlot, submitted: SubmittedImage, maxPixels: number): Promise<ScaledImage | undefined> {
  const { file } = submitted;
  if (!file) return undefined;
  // The server reads multipart files as UploadedFile; a Blob only exists on the browser side.
  const data = 'data' in file ? file.data : new Uint8Array(await file.arrayBuffer());
  try {
    return await scaleImage(data, slot, { maxPixels });
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    throw imageRefusal(error.problem, submitted.fileField, maxPixels);
  }
}

/**
 * The image to store after a save. A new file replaces whatever was there. Without one the
 * upload stays as long as the form sends back its address unchanged; any other address (or
 * none) replaces it, and the upload's files go.
 */
export async function nextImage(
  uploads: ReferenceUploads,
  slot: ImageSlot,
  previous: StoredImage | undefined,
  submitted: SubmittedImage,
  scaled: ScaledImage | undefined,
): Promise<{ image: StoredImage; created?: string; dropped?: string }> {
  const dropped = previous?.upload ?? undefined;
  if (scaled) {
    const upload = await uploads.save(scaled);
    const image = { url: uploads.url(upload, slot, 'small', 'jpg'), urlLarge: uploads.url(upload, slot, 'large', 'jpg'), upload };
    return { image, created: upload, ...(dropped ? { dropped } : {}) };
  }
  if (previous?.upload && submitted.url === previous.url) return { image: previous };
  return { image: { url: submitted.url ?? null, urlLarge: submitted.urlLarge ?? null, upload: null }, ...(dropped ? { dropped } : {}) };
}
