import * as z from 'zod';

/** The first entry of every backup: what it holds, so that a restore can check it before it writes anything. */
export const backupManifest = z.object({
  format: z.literal('bfsm-portal-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  /** The kind of database the backup was taken from; it restores into either. */
  database: z.enum(['pglite', 'postgres']),
  /** The migrations applied at the time: the restore builds the same schema before loading rows. */
  migrations: z.array(z.string()).min(1),
  /** In the order they must be loaded (tables before those that point to them). */
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.string()),
      rows: z.number().int().min(0),
      sequences: z.array(z.object({ column: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
    }),
  ),
  uploads: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) }),
});
export type BackupManifest = z.infer<typeof backupManifest>;

/** Names of the archive's entries. */
export const archivePaths = {
  manifest: 'manifest.json',
  table: (name: string) => `database/${name}.ndjson`,
  uploadsPrefix: 'uploads/',
} as const;
