import type { Reference } from '@bfsm/api-adapter';

/** '<small> 1x, <large> 2x', or just the one address where there is no high-DPI image. */
function densities(small: string, large: string | null): string {
  return large ? `${small} 1x, ${large} 2x` : `${small} 1x`;
}

/**
 * The reference's picture: the full image (900 px, over 1000 px for high-DPI screens), or the
 * teaser where there is none; WebP for browsers that take it, JPEG for the rest.
 */
export function ReferenceImage({ reference }: { reference: Reference }) {
  const full = reference.imageURL !== null;
  const src = full ? reference.imageURL : reference.teaserURL;
  if (!src) return null;
  const large = full ? reference.imageURLLarge : reference.teaserURLLarge;
  const webp = full ? reference.imageWebpURL : reference.teaserWebpURL;
  const webpLarge = full ? reference.imageWebpURLLarge : reference.teaserWebpURLLarge;
  return (
    <picture class="reference__picture">
      {webp && <source type="image/webp" srcset={densities(webp, webpLarge)} />}
      <img class="reference__image" src={src} srcset={densities(src, large)} alt={reference.title} decoding="async" />
    </picture>
  );
}
