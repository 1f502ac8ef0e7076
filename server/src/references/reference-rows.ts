import type { Reference } from '@bfsm/api-adapter';
import type { ReferenceUploads } from './reference-uploads.js';
import type { ReferenceRow } from '../db/rows.js';

/** A stored reference as the contract answers it; WebP addresses only where the server scaled an upload. */
export function toReference(row: ReferenceRow, uploads: ReferenceUploads): Reference {
  const webp = (upload: string | null, slot: 'teaser' | 'full', size: 'small' | 'large') =>
    upload ? uploads.url(upload, slot, size, 'webp') : null;
  return {
    id: Number(row.id),
    title: row.title,
    teaserURL: row.teaser_url,
    teaserURLLarge: row.teaser_url_large,
    teaserText: row.teaser_text,
    imageURL: row.image_url,
    imageURLLarge: row.image_url_large,
    licenseText: row.license_text,
    showOnHomepage: row.show_on_homepage,
    teaserWebpURL: webp(row.teaser_upload, 'teaser', 'small'),
    teaserWebpURLLarge: webp(row.teaser_upload, 'teaser', 'large'),
    imageWebpURL: webp(row.image_upload, 'full', 'small'),
    imageWebpURLLarge: webp(row.image_upload, 'full', 'large'),
  };
}
