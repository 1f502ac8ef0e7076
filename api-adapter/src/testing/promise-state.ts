/**
 * 'pending' when the promise has not settled once every job already queued has run, else
 * 'settled'. For a call that must never resume: the typed client and the fake webapi do their work
 * in promise jobs, which all run before the next turn of the event loop, so that turn is the moment
 * the work is done; no clock decides. Node only (setImmediate): not part of the package's entry.
 */
export function promiseState(promise: Promise<unknown>): Promise<'settled' | 'pending'> {
  return Promise.race([
    promise.then(
      () => 'settled' as const,
      () => 'settled' as const,
    ),
    new Promise<'pending'>((resolve) => setImmediate(() => resolve('pending'))),
  ]);
}
