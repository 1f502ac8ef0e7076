/**
 * Which installers a release (or INSTALLER_URL) may name, as far as the text alone tells
 * (decision 050): an http(s) address, or a file in the folder `installers/` of DATA_DIR with the
 * extension of a Windows installer. The server checks the rest on its disk (links that lead out).
 */

/** The one folder of DATA_DIR the portal serves installer files from. */
export const installersFolder = 'installers';

/**
 * What Windows installs from: the App Installer manifest, MSIX/APPX packages and bundles, MSI and
 * setup programs. No file the portal writes into DATA_DIR (keys, database, outbox, backups) has
 * one of these, and each is served with its own media type.
 */
export const installerExtensions = ['.appinstaller', '.msix', '.msixbundle', '.appx', '.appxbundle', '.msi', '.exe'] as const;

/** Why a text names no installer: a broken address, a file outside `installers/`, or a file that is no installer. */
export type InstallerPathProblem = 'address' | 'place' | 'type';

/** Whether the text is meant as an address (it starts with http:// or https://). */
export function isInstallerAddress(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

/**
 * What is wrong with an installer as typed, or undefined when it names an address or a file in
 * `installers/`. A path is taken only as plain '/'-separated names: no `..` or `.`, no empty part,
 * no backslash (a separator on Windows), no `%` (an encoded `../` is refused as it stands, never
 * decoded), no scheme or drive letter and nothing absolute.
 */
export function installerPathProblem(value: string): InstallerPathProblem | undefined {
  if (isInstallerAddress(value)) return /^https?:\/\/\S+$/i.test(value) && URL.canParse(value) ? undefined : 'address';
  if (/[\\%:\p{Cc}]/u.test(value)) return 'place';
  const parts = value.split('/');
  if (parts[0] !== installersFolder || parts.length < 2) return 'place';
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return 'place';
  return hasInstallerExtension(value) ? undefined : 'type';
}

/** Whether a file's name ends in one of the installers' extensions (in any case). */
export function hasInstallerExtension(name: string): boolean {
  const file = name.slice(name.lastIndexOf('/') + 1).toLowerCase();
  return installerExtensions.some((extension) => file.length > extension.length && file.endsWith(extension));
}
