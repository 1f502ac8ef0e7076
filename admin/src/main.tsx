import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@bfsm/api-adapter';
import { App } from './App';
import { appErrors, rootErrorOptions } from './error-reporting/app-errors';
import { startErrorReporting } from './error-reporting/start-error-reporting';
import { startAdminCheck } from './shell/auth-provider';
import { earlyRequests } from './shell/early-requests';
import { mountWhenLoaded } from './shell/mount-admin';
import { preloadStartScreen } from './users';

// First of all: an error while the admin starts is reported too, once reporting runs.
appErrors.listen(window);
// What the first screen waits for is asked for now, side by side, not after react-admin has started (decision 046).
preloadStartScreen(location, earlyRequests, startAdminCheck(earlyRequests));

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
