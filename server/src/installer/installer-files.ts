import { constants } from 'node:fs';
import { lstat, mkdir, open, realpath, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { releaseCalls } from '@bfsm/api-adapter';
import { installersDirectory, isInside } from '../config/installer-source.js';

/**
 * The disk's side of decision 050: an installer file is served only when, with every link
 * resolved, it is a file with an installer's name inside DATA_DIR/installers/. A link in that
 * folder that leads to the signing key, the database or the outbox is refused, at saving a
 * release and again at every download.
 */

/** Makes DATA_DIR/installers/ at the start, so an operator finds where installer files go. */
export async function makeInstallersDirectory(dataDir: string): Promise<void> {
  await mkdir(installersDirectory(dataDir), { recursive: true });
}

/**
 * Why a file path (inside installers/ by its text, see `readInstaller`) is not served, or
 * undefined. 'link': with links resolved it lies outside installers/ or has no installer's name,
 * a link cannot be resolved, or installers/ itself is a link into the rest of DATA_DIR (or to
 * DATA_DIR or above). A file that does not exist yet is no problem here: it may be copied there
 * after the release is recorded, and the download answers 404 until then.
 */
export async function installerFileProblem(file: string, dataDir: string): Promise<'link' | undefined> {
  const [data, folder, real] = await Promise.all([realLocation(dataDir), realLocation(installersDirectory(dataDir)), realLocation(file)]);
  if (data === undefined || folder === undefined || real === undefined) return 'link';
  const ownFolder = path.join(data, releaseCalls.installersFolder);
  if (folder !== ownFolder && (isInside(folder, data) || folder === data || isInside(data, folder))) return 'link';
  if (!isInside(real, folder) || !releaseCalls.hasInstallerExtension(path.basename(real))) return 'link';
  return undefined;
}

/**
 * Opens an installer file to send, or undefined when it is missing or refused (answered like a
 * missing file). The check runs after opening and compares the opened file with the one the check
 * resolved, so a link swapped in between does not get another file sent.
 */
export async function openInstallerFile(file: string, dataDir: string): Promise<{ handle: FileHandle; size: number } | undefined> {
  // Non-blocking, so that a named pipe placed there cannot hold the request open.
  const handle = await open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)).catch(() => undefined);
  if (!handle) return undefined;
  try {
    const opened = await handle.stat();
    if (opened.isFile() && (await installerFileProblem(file, dataDir)) === undefined) {
      const checked = await stat(await realpath(file)).catch(() => undefined);
      if (checked && checked.dev === opened.dev && checked.ino === opened.ino) return { handle, size: opened.size };
    }
  } catch {
    // Whatever went wrong reading it, the file is not sent.
  }
  await handle.close();
  return undefined;
}

/**
 * Where a path really leads, with every link resolved; for a path that does not exist (yet),
 * the real place of its nearest existing folder with the rest of the path below it. Undefined
 * when something on the way exists but cannot be resolved: a link to nowhere, a loop, no access.
 */
async function realLocation(target: string): Promise<string | undefined> {
  const rest: string[] = [];
  let current = path.resolve(target);
  for (;;) {
    try {
      return path.join(await realpath(current), ...rest);
    } catch {
      if (
        await lstat(current).then(
          () => true,
          () => false,
        )
      )
        return undefined;
      const parent = path.dirname(current);
      if (parent === current) return undefined;
      rest.unshift(path.basename(current));
      current = parent;
    }
  }
}
