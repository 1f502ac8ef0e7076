/**
 * Where to go after signing in: `next` only when it is a path of this site. '//host' and '/\host'
 * would be read by browsers as another site, which would make the login page an open redirect.
 */
export function safeNextAddress(next: string | undefined): string {
  if (next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')) return next;
  return '/account';
}
