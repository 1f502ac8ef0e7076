/**
 * PostgreSQL text cannot hold the NUL character: a query that carries one fails inside the
 * database. No form or link ever sends one, so a request with NUL anywhere in its input is
 * refused before a handler sees it.
 */
export function containsNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNulCharacter);
  if (isPlainObject(value)) return Object.values(value).some(containsNulCharacter);
  return false;
}

/**
 * Parsed query strings and bodies, whatever their prototype (the form parser's objects reach JSON
 * calls too); uploaded bytes (Uint8Array) are not text and are left alone.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof Uint8Array);
}
