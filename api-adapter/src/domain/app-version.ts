/**
 * A version as people read it: the AppInstaller form without a revision of 0 ('4.2.1.0' →
 * '4.2.1'); any other revision stays ('4.2.1.7').
 */
export function displayVersion(version: string): string {
  return version.replace(/^(\d+\.\d+\.\d+)\.0$/, '$1');
}
