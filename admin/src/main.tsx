import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@bfsm/api-adapter';
import { App } from './App';
import { appErrors, rootErrorOptions } from './error-reporting/app-errors';
import { startErrorReporting } from './error-reporting/start-error-reporting';
import { mountWhenLoaded } from './shell/mount-admin';

// First of all: an error while the admin starts is reported too, once reporting runs.
appErrors.listen(window);

mountWhenLoaded(document, (container) => {
  createRoot(container, rootErrorOptions).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The SDK is no part of the admin's first screen: it loads apart, after the admin is drawn.
  void startErrorReporting(createApiClient());
});
