import type { JobTimers, PendingTimer } from '../scheduler.js';

/** A wait the scheduler asked for: how long, and the means to end it now. */
export interface RequestedWait {
  ms: number;
  cancelled: boolean;
  fire(): void;
}

/**
 * Timers that fire only when a test says so: the scheduler's waits are recorded, so a test reads
 * how long each would have been and runs the round without waiting for it. The test app uses
 * them too, so no round starts by itself in the middle of a test; tests run rounds through
 * `app.scheduledJobs` or fire them here.
 */
export class ManualTimers implements JobTimers {
  readonly requested: RequestedWait[] = [];
  private readonly waiting: Array<() => void> = [];

  after(ms: number, callback: () => void): PendingTimer {
    const wait: RequestedWait = {
      ms,
      cancelled: false,
      fire: () => {
        if (!wait.cancelled) callback();
      },
    };
    this.requested.push(wait);
    this.waiting.splice(0).forEach((wake) => wake());
    return { cancel: () => void (wait.cancelled = true) };
  }

  /** Resolves with the first `count` waits once the scheduler has asked for that many. */
  async requests(count: number): Promise<RequestedWait[]> {
    while (this.requested.length < count) await new Promise<void>((wake) => this.waiting.push(wake));
    return this.requested.slice(0, count);
  }
}
