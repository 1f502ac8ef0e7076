import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@bfsm/api-adapter';
import { App, authProvider } from './App';
import { rootErrorOptions } from './error-reporting/app-errors';
import { startErrorReporting } from './error-reporting/start-error-reporting';
import { mountWhenLoaded } from './shell/mount-admin';
import { signInQueries } from './shell/sign-in-queries';

// react-admin and the screens: main.ts loads this at once, beside the calls it has started.
mountWhenLoaded(document, async (container) => {
  const root = createRoot(container, rootErrorOptions);
  // The sign-in check main.ts started has mostly answered by now: with its answers react-admin
  // draws its layout in the first render, not in one piece afterwards (decision 070).
  const queryClient = await signInQueries(authProvider);
  // A transition lets React yield to the browser while it draws the first screen, in slices instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
  // The SDK is no part of the admin's first screen: it loads apart, once the page has settled.
  void startErrorReporting(createApiClient());
});
