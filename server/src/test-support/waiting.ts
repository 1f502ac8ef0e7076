/**
 * Waiting in tests: for the nth of something the code under test reports, for promise work to be
 * done, or, where nothing reports it, for a condition to hold. Never for a span of time: a sleep
 * proves no absence and slows every run.
 */

/** Things that arrive one by one (rounds run, timers asked for): a test awaits the first n as they are reported. */
export class Arrivals<T> {
  readonly items: T[] = [];
  private readonly waiting: Array<() => void> = [];

  add(item: T): void {
    this.items.push(item);
    this.waiting.splice(0).forEach((wake) => wake());
  }

  /** Resolves with the first `count` once that many have arrived. */
  async first(count: number): Promise<T[]> {
    while (this.items.length < count) await new Promise<void>((wake) => this.waiting.push(wake));
    return this.items.slice(0, count);
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
