import sharp, { type Metadata } from 'sharp';
import { imageFormats, imageSizes, imageSlots, variantFileName, type ImageSlot } from './image-variants.js';

/** Why an upload is not taken; the route turns it into a German message at the field. */
export type ImageProblem = 'not-an-image' | 'broken' | 'too-many-pixels';

export class ImageRejected extends Error {
  constructor(readonly problem: ImageProblem) {
    super(problem);
    this.name = 'ImageRejected';
  }
}

/** Raster formats we take, recognised by their first bytes: a name or a claimed type proves nothing. */
const signatures: ReadonlyArray<{ format: string; matches(bytes: Uint8Array): boolean }> = [
  { format: 'jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { format: 'png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { format: 'gif', matches: (b) => startsWith(b, [0x47, 0x49, 0x46, 0x38]) },
  { format: 'webp', matches: (b) => startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b.subarray(8), [0x57, 0x45, 0x42, 0x50]) },
];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((value, index) => bytes[index] === value);
}

/** The format the bytes are in, or undefined for anything we do not take (SVG, PDF, text…). */
export function sniffImageFormat(bytes: Uint8Array): string | undefined {
  return signatures.find((signature) => signature.matches(bytes))?.format;
}

export interface ScaledImage {
  /** File name inside the upload's folder (image-variants.ts) and its bytes. */
  files: Array<{ name: string; data: Buffer }>;
}

/**
 * Checks an uploaded image by its content and re-encodes it into the slot's sizes. Only the
 * formats of `signatures` ever reach the decoder; `maxPixels` stops a small file that unpacks
 * into a huge bitmap before it is decoded. Re-encoding also drops every metadata (EXIF, GPS).
 */
export async function scaleImage(data: Uint8Array, slot: ImageSlot, options: { maxPixels: number }): Promise<ScaledImage> {
  const format = sniffImageFormat(data);
  if (!format) throw new ImageRejected('not-an-image');
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('broken');
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) throw new ImageRejected('broken');
  if (metadata.width * metadata.height > options.maxPixels) throw new ImageRejected('too-many-pixels');

  const files: ScaledImage['files'] = [];
  try {
    // Decoded once (and turned upright per its EXIF orientation); each size is cut from the copy.
    const upright = sharp(data, { limitInputPixels: options.maxPixels, failOn: 'error' }).rotate();
    for (const size of imageSizes) {
      const { width, square } = imageSlots[slot][size];
      const resized = upright.clone().resize(square ? { width, height: width, fit: 'cover' } : { width, withoutEnlargement: true });
      for (const output of imageFormats) {
        const encoded =
          output === 'jpg'
            ? resized.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
            : resized.clone().webp({ quality: 80 });
        files.push({ name: variantFileName(slot, size, output), data: await encoded.toBuffer() });
      }
    }
  } catch {
    throw new ImageRejected('broken');
  }
  return { files };
}
