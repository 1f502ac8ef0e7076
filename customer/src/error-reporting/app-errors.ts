import { createErrorCapture } from '@bfsm/api-adapter';

/**
 * The customer app's errors on their way to error reporting: route screens and lazy loads report
 * here; main.tsx listens for uncaught errors and hands over to the SDK once it has loaded.
 */
export const appErrors = createErrorCapture();
