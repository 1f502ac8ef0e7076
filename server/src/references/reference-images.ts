import type { UploadedFile } from '@bfsm/api-adapter';
import { HttpError } from '../http/http-error.js';
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

const problemText = (problem: ImageProblem, maxPixels: number): string =>
  ({
    'not-an-image': 'Bitte laden Sie ein Bild im Format JPEG, PNG, WebP oder GIF hoch.',
    broken: 'Das Bild ist beschädigt oder unvollständig.',
    'too-many-pixels': `Das Bild ist zu groß (höchstens ${Math.round(maxPixels / 1_000_000)} Megapixel).`,
  })[problem];

/** Scales a submitted file, or answers the field's German error. */
export async function scaleSubmitted(slot: ImageSlot, submitted: SubmittedImage, maxPixels: number): Promise<ScaledImage | undefined> {
  const { file } = submitted;
  if (!file) return undefined;
  // The server reads multipart files as UploadedFile; a Blob only exists on the browser side.
  const data = 'data' in file ? file.data : new Uint8Array(await file.arrayBuffer());
  try {
    return await scaleImage(data, slot, { maxPixels });
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    const message = problemText(error.problem, maxPixels);
    throw error.problem === 'too-many-pixels'
      ? HttpError.payloadTooLarge(message, submitted.fileField)
      : HttpError.invalidInput(message, submitted.fileField);
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
