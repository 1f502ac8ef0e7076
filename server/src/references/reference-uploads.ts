import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { variantFileName, type ImageFormat, type ImageSize, type ImageSlot } from './image-variants.js';
import type { ScaledImage } from './scale-image.js';

/** Where uploads are served: a file `uploads/<name>` under the uploads directory answers at `/uploads/<name>`. */
export const uploadsUrlPrefix = '/uploads/';

const uploadIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface ReferenceUploads {
  /** Writes the scaled variants into a new folder and answers its id. */
  save(image: ScaledImage): Promise<string>;
  /** Removes an upload's folder; a missing one is no error. */
  remove(uploadId: string): Promise<void>;
  /** The address one variant is served at. */
  url(uploadId: string, slot: ImageSlot, size: ImageSize, format: ImageFormat): string;
}

/**
 * Reference images under `<uploadsDir>/references/<uuid>/`. A new upload always gets a new
 * folder, so an address never changes its content and may be cached for a year; replacing an
 * image means a new folder and removing the old one.
 */
export function createReferenceUploads(uploadsDir: string): ReferenceUploads {
  const root = path.join(uploadsDir, 'references');
  const folderOf = (uploadId: string) => {
    // Ids come from our own database, but a path is built from them: never let one leave the folder.
    if (!uploadIdPattern.test(uploadId)) throw new Error(`invalid upload id ${uploadId}`);
    return path.join(root, uploadId);
  };
  return {
    async save(image) {
      const uploadId = randomUUID();
      // Written beside, then renamed: a reader never sees a half-written folder.
      const staging = path.join(root, `.${uploadId}.tmp`);
      await mkdir(staging, { recursive: true });
      try {
        for (const file of image.files) await writeFile(path.join(staging, file.name), file.data);
        await rename(staging, folderOf(uploadId));
      } catch (error) {
        await rm(staging, { recursive: true, force: true });
        throw error;
      }
      return uploadId;
    },
    async remove(uploadId) {
      await rm(folderOf(uploadId), { recursive: true, force: true });
    },
    url(uploadId, slot, size, format) {
      folderOf(uploadId);
      return `${uploadsUrlPrefix}references/${uploadId}/${variantFileName(slot, size, format)}`;
    },
  };
}
