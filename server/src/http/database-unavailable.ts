/**
 * Whether an error means that the database does not answer at all (stopped, restarting, out of
 * reach, its pool unable to connect), as opposed to a query it refused. Such a request may
 * succeed a few seconds later, so it answers 503 with Retry-After instead of a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some(
    (cause) =>
      unavailableCodes.has(cause.code) || cause.code.startsWith('08') || unavailableMessages.some((text) => cause.message.includes(text)),
  );
}

/**
 * Node's socket errors, and PostgreSQL's SQLSTATEs for a server shutting down or starting
 * (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now); class 08 (connection
 * exceptions) is matched by its prefix.
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);

/** pg and pg-pool say these without a code; PGlite the last two while and once it was closed. */
const unavailableMessages = ['Connection terminated', 'timeout exceeded when trying to connect', 'PGlite is closed', 'PGlite is closing'];

/**
 * The error, its causes and the errors it aggregates (a refused connection to every address of a
 * host name). Read by shape, not by `instanceof`: socket errors come from Node's own realm.
 */
function causes(error: unknown, depth = 0): Array<{ code: string; message: string }> {
  if (typeof error !== 'object' || error === null || depth > 4) return [];
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const nested = [cause, ...(Array.isArray(errors) ? (errors as unknown[]) : [])];
  return [
    { code: typeof code === 'string' ? code : '', message: typeof message === 'string' ? message : '' },
    ...nested.flatMap((inner) => causes(inner, depth + 1)),
  ];
}
