/**
 * The bound for "due by `now`" in a query: rows stamped by the database's now() keep microseconds,
 * a JavaScript Date only milliseconds. A row queued earlier within the same millisecond as `now`
 * (a fast machine resolves a request right after its answer) would otherwise compare as later
 * and wait for the next scheduled round. Compare with `<`.
 */
export function dueBefore(now: Date): Date {
  return new Date(now.getTime() + 1);
}
