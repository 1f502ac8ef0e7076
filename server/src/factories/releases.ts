import type { Kysely, Selectable } from 'kysely';
import type { Database, ReleasesTable } from '../db/schema.js';

export type Release = Selectable<ReleasesTable>;

export interface CreateReleaseOptions {
  version?: string;
  channel?: 'stable' | 'nightly';
  publishedOn?: string;
  notes?: string;
  installer?: string;
  /** Published unless told otherwise; false makes a draft. */
  published?: boolean;
}

let sequence = 0;

/** A release of the desktop application ('Version'), published and stable by default. */
export async function createRelease(db: Kysely<Database>, options: CreateReleaseOptions = {}): Promise<Release> {
  sequence += 1;
  return db
    .insertInto('releases')
    .values({
      version: options.version ?? `1.0.${sequence}.0`,
      channel: options.channel ?? 'stable',
      published_on: options.publishedOn ?? '2026-11-01',
      notes: options.notes ?? '',
      installer: options.installer ?? `https://downloads.example.com/${options.version ?? sequence}/Brandfallsteuermatrix.appinstaller`,
      published: options.published ?? true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
