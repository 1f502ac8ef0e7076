import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@bfsm/api-adapter';
import { App } from './App';
import { rootErrorOptions } from './error-reporting/app-errors';
import { startErrorReporting } from './error-reporting/start-error-reporting';
import { mountWhenLoaded } from './shell/mount-admin';

// react-admin and the screens: main.ts loads this at once, beside the calls it has started.
mountWhenLoaded(document, (container) => {
  const root = createRoot(container, rootErrorOptions);
  // A transition lets React yield to the browser while it draws the first screen, in slices instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // The SDK is no part of the admin's first screen: it loads apart, once the page has settled.
  void startErrorReporting(createApiClient());
});
