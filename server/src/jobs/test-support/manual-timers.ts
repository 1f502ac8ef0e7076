import type { JobTimers, PendingTimer } from '../scheduler.js';
import { Arrivals } from '../../test-support/waiting.js';

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
  private readonly waits = new Arrivals<RequestedWait>();
  /** Every wait asked for so far, oldest first. */
  readonly requested: readonly RequestedWait[] = this.waits.items;

  after(ms: number, callback: () => void): PendingTimer {
    const wait: RequestedWait = {
      ms,
      cancelled: false,
      fire: () => {
        if (!wait.cancelled) callback();
      },
    };
    this.waits.add(wait);
    return { cancel: () => void (wait.cancelled = true) };
  }

  /** Resolves with the first `count` waits once the scheduler has asked for that many. */
  requests(count: number): Promise<RequestedWait[]> {
    return this.waits.first(count);
  }
}
