import { opendir } from 'node:fs/promises';
import path from 'node:path';

/** Where the portal keeps uploaded files (reference images): part of every backup. */
export function uploadsDirectory(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Every file below `directory`, as paths relative to it with '/' separators; none when it does not exist yet. */
export async function listFiles(directory: string): Promise<string[]> {
  const files: string[] = [];
  async function walk(relative: string): Promise<void> {
    let entries;
    try {
      entries = await opendir(path.join(directory, relative));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for await (const entry of entries) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(name);
      else if (entry.isFile()) files.push(name);
    }
  }
  await walk('');
  return files.sort();
}
