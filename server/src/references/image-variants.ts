/**
 * The image sizes (imageSizes below), each written as JPEG (every browser) and WebP (smaller, for
 * those that take it). Teasers are square crops; full images keep their proportions and are
 * never enlarged beyond the upload.
 */
export const imageSlots = {
  teaser: { small: { width: 350, square: true }, large: { width: 700, square: true } },
  full: { small: { width: 900, square: false }, large: { width: 1800, square: false } },
} as const;

export type ImageSlot = keyof typeof imageSlots;
export type ImageSize = 'small' | 'large';
export type ImageFormat = 'jpg' | 'webp';

export const imageSizes: readonly ImageSize[] = ['small', 'large'];
export const imageFormats: readonly ImageFormat[] = ['jpg', 'webp'];

/** The file name of one variant inside an upload's folder, such as `900.webp`. */
export function variantFileName(slot: ImageSlot, size: ImageSize, format: ImageFormat): string {
  return `${imageSlots[slot][size].width}.${format}`;
}
