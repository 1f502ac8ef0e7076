import path from 'node:path';
import { releaseCalls } from '@bfsm/api-adapter';

/** The customers' installer: an address to send the browser to, or a file under DATA_DIR/installers/ to serve. */
export type InstallerSource = { kind: 'address'; url: string } | { kind: 'file'; path: string };

/** The folder of DATA_DIR that installer files are served from, and the only one (decision 050). */
export function installersDirectory(dataDir: string): string {
  return path.join(dataDir, releaseCalls.installersFolder);
}

/**
 * Reads an installer as a release or INSTALLER_URL names it: an http(s) address, or an installer
 * file (.appinstaller, .msix, .msi, .exe and the like) given relative to DATA_DIR inside its
 * folder installers/ (decision 050). Anything else, such as a key or database file of DATA_DIR,
 * a path with `..` or an absolute one, gives the problem to answer. Only the text is read here;
 * whether the file on disk leads out of installers/ through a link is `installer-files.ts`'s check.
 */
export function readInstaller(
  value: string,
  dataDir: string,
): { source: InstallerSource } | { problem: releaseCalls.InstallerPathProblem } {
  const problem = releaseCalls.installerPathProblem(value);
  if (problem) return { problem };
  if (releaseCalls.isInstallerAddress(value)) return { source: { kind: 'address', url: value } };
  const folder = installersDirectory(dataDir);
  const file = path.resolve(dataDir, value);
  // The text's rules already keep it inside; this says so once more in the file system's terms.
  if (!isInside(file, folder)) return { problem: 'place' };
  return { source: { kind: 'file', path: file } };
}

/** The installer a value names, or undefined when `readInstaller` refuses it. */
export function installerSource(value: string, dataDir: string): InstallerSource | undefined {
  const read = readInstaller(value, dataDir);
  return 'source' in read ? read.source : undefined;
}

/** Whether `inner` lies below `outer` (not `outer` itself); both absolute. */
export function isInside(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}
