import type { CreatedAt, Defaulted, Id } from './columns.js';

/** Showcase entries ('Referenzen'); REFERENCES is an SQL keyword, hence the table name. */
export interface ShowcaseReferencesTable {
  id: Id;
  title: string;
  teaser_text: string | null;
  teaser_url: string | null;
  teaser_url_large: string | null;
  image_url: string | null;
  image_url_large: string | null;
  license_text: string | null;
  /** The folder under uploads/references/ that the teaser or full image was scaled into; null for addresses given by hand. */
  teaser_upload: string | null;
  image_upload: string | null;
  show_on_homepage: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
