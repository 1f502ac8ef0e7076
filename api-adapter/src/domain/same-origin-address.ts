/** Where an address from a URL leads when it cannot be trusted: the signed-in user's start page. */
export const fallbackAddress = '/account';

/**
 * The address within the portal that `value` (a `next` parameter or any other address taken from
 * a URL) names, as path, query and hash; `fallbackAddress` for anything that leads elsewhere or
 * cannot be read. The browser's own URL parser decides, not prefix checks: it drops tabs and
 * newlines, reads backslashes as slashes, decodes dot segments and knows every scheme, so
 * '/\t/evil', '/\\evil' or 'JaVaScRiPt:' cannot slip past a check that reads them differently.
 * `portalOrigin` is the portal's own origin (`location.origin` in the browser).
 */
export function sameOriginAddress(value: string | undefined, portalOrigin: string): string {
  if (!value) return fallbackAddress;
  let origin: string;
  let resolved: URL;
  try {
    origin = new URL(portalOrigin).origin;
    resolved = new URL(value, origin);
  } catch {
    return fallbackAddress;
  }
  if (resolved.origin !== origin) return fallbackAddress;
  const address = resolved.pathname + resolved.search + resolved.hash;
  // The browser reads the address again when it goes there: '/.//evil' resolves to the path
  // '//evil' here, which on its own names another host. Only an address that leads back to the
  // same place is handed out.
  return new URL(address, origin).href === resolved.href ? address : fallbackAddress;
}
