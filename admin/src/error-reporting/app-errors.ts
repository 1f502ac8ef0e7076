import { createErrorCapture } from '@bfsm/api-adapter';

/**
 * The admin's errors on their way to error reporting: React's root reports what its error
 * boundaries caught and what none caught; main.ts listens for uncaught errors and hands over to
 * the SDK once it has loaded.
 */
export const appErrors = createErrorCapture();

/**
 * Options of React's root: errors a boundary caught (react-admin's error page, a screen that
 * failed to load) and errors none caught, logged as React does by default and reported.
 */
export const rootErrorOptions = {
  onCaughtError: (error: unknown) => {
    console.error(error);
    appErrors.report(error);
  },
  onUncaughtError: (error: unknown) => {
    console.error(error);
    appErrors.report(error);
  },
};
