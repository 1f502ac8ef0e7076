import path from 'node:path';

/** The customers' installer: an address to send the browser to, or a file under DATA_DIR to serve. */
export type InstallerSource = { kind: 'address'; url: string } | { kind: 'file'; path: string };

/**
 * Reads INSTALLER_URL: an http(s) address, or a path relative to DATA_DIR that stays inside it.
 * Undefined for anything else.
 */
export function installerSource(value: string, dataDir: string): InstallerSource | undefined {
  if (/^https?:\/\//i.test(value)) return URL.canParse(value) ? { kind: 'address', url: value } : undefined;
  // Another scheme (ftp:, file:, javascript:) is no file name either.
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || path.isAbsolute(value) || value.includes('\0')) return undefined;
  const file = path.resolve(dataDir, value);
  const relative = path.relative(dataDir, file);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return { kind: 'file', path: file };
}
