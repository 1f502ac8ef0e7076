/** Hands one error to the error reporting that runs (the SDK's captureException). */
export type CaptureError = (error: unknown) => void;

/** What the capture needs of `window`: its events of uncaught errors and unhandled rejections. */
export interface UncaughtErrorSource {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: UncaughtErrorEvent) => void): void;
  removeEventListener(type: 'error' | 'unhandledrejection', listener: (event: UncaughtErrorEvent) => void): void;
}

/** The fields of an ErrorEvent and of a PromiseRejectionEvent that name the error. */
interface UncaughtErrorEvent {
  error?: unknown;
  message?: string;
  reason?: unknown;
}

/** More errors than this before the reporting runs are one failure repeating itself. */
const maxWaiting = 20;

export type ErrorCapture = ReturnType<typeof createErrorCapture>;

/**
 * The errors of an app on their way to error reporting. The reporting SDK loads only after the
 * first screen (it is too heavy for the initial bundle); until it has taken over, uncaught errors
 * are caught by listeners of our own and wait here with the errors the app reports itself (a
 * route screen that failed, a lazy load that did not arrive).
 */
export function createErrorCapture() {
  let capture: CaptureError | undefined;
  let waiting: unknown[] | undefined = [];
  let source: UncaughtErrorSource | undefined;

  const onUncaught = (event: UncaughtErrorEvent) => report(event.error ?? event.reason ?? event.message);

  function stopListening(): void {
    source?.removeEventListener('error', onUncaught);
    source?.removeEventListener('unhandledrejection', onUncaught);
    source = undefined;
  }

  function report(error: unknown): void {
    if (capture) capture(error);
    else if (waiting && waiting.length < maxWaiting) waiting.push(error);
  }

  return {
    /** Reports an error the app caught itself; uncaught ones arrive through `listen`. */
    report,

    /** Catches the uncaught errors of `target` (the window) until the SDK takes over. */
    listen(target: UncaughtErrorSource): void {
      stopListening();
      source = target;
      target.addEventListener('error', onUncaught);
      target.addEventListener('unhandledrejection', onUncaught);
    },

    /** The SDK runs and catches uncaught errors itself from now on: it gets what waited and every report. */
    handOver(next: CaptureError): void {
      stopListening();
      capture = next;
      const pending = waiting ?? [];
      waiting = undefined;
      pending.forEach(next);
    },

    /** No error reporting after all (its settings did not load): forget what waited and stop listening. */
    stop(): void {
      stopListening();
      waiting = undefined;
    },
  };
}
