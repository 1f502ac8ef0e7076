/**
 * Waiting in tests: for the nth of something the code under test reports, for promise work to be
 * done, or, where nothing reports it, for a condition to hold. Never for a span of time: a sleep
 * proves no absence and slows every run.
 */

/**
 * Things that arrive one by one (rounds run, timers asked for, mails, reports): a test awaits the
 * first n, or the first that matches, as they are reported.
 */
export class Arrivals<T> {
  readonly items: T[] = [];
  private readonly listeners = new Set<() => void>();

  add(item: T): void {
    this.items.push(item);
    for (const listener of [...this.listeners]) listener();
  }

  /** Resolves with the first `count` once that many have arrived. */
  first(count: number): Promise<T[]> {
    return this.when(() => (this.items.length >= count ? this.items.slice(0, count) : undefined));
  }

  /**
   * Resolves with the first arrival that `matches`, at once or when it arrives; fails after
   * `timeoutMs` with the message `failure` gives then (a fake server's test must not hang).
   */
  find(matches: (item: T) => boolean, timeoutMs: number, failure: () => string): Promise<T> {
    return this.when(() => this.items.find(matches), { timeoutMs, failure });
  }

  private when<R>(outcome: () => R | undefined, deadline?: { timeoutMs: number; failure: () => string }): Promise<R> {
    return new Promise((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const check = () => {
        const result = outcome();
        if (result === undefined) return;
        clearTimeout(timer);
        this.listeners.delete(check);
        resolve(result);
      };
      if (deadline)
        timer = setTimeout(() => {
          this.listeners.delete(check);
          reject(new Error(deadline.failure()));
        }, deadline.timeoutMs);
      this.listeners.add(check);
      check();
    });
  }
}

/**
 * Resolves after every job already queued has run (the next turn of the event loop): work that
 * continues in promise jobs after an answer (a handler's last lines, a stream's end) is done then.
 */
export function queuedJobsRun(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Resolves once `condition` holds, asking again after each turn of the event loop; fails after
 * `timeoutMs` naming `what` was awaited. Only for a state that another process keeps and reports
 * to no one (PostgreSQL's lock waits): what this process does, a test awaits by its event.
 */
export async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms in vain for ${what}`);
    await queuedJobsRun();
  }
}
