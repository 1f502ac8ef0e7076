/**
 * A command's database connection that fails while idle (a restarted server): the pool replaces it
 * on demand, so the command goes on, but the operator reads why a query may have waited.
 */
export function reportIdleError(error: Error): void {
  console.error(`Datenbankverbindung unterbrochen: ${error.message}`);
}
