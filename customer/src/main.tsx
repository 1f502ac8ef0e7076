import { render } from 'preact';
import type { AnalyticsSettings } from '@bfsm/api-adapter';
import { App } from './app/App';
import { screenFor } from './app/routes';
import { createAnalyticsConsent, type AnalyticsConsent } from './cookie-consent/analytics-consent';
import { embeddedAnalyticsSettings } from './cookie-consent/embedded-analytics';
import { appErrors } from './error-reporting/app-errors';
import { startTelemetry } from './error-reporting/start-telemetry';
import { browserServices } from './services/services';

// First of all: an error while the app starts is reported too, once reporting runs.
appErrors.listen(window);

const container = document.getElementById('app');
if (!container) throw new Error('Das Element #app fehlt in index.html.');

const services = browserServices();
const draw = (consent?: AnalyticsConsent) => render(<App services={services} consent={consent} />, container);
const consentFor = (settings: AnalyticsSettings) =>
  createAnalyticsConsent(settings, { storage: browserStorage(), startTracker: loadTracker });

// The static shell of index.html stays until the first screen's code is here, then the app replaces it.
void screenFor(location.pathname)
  .preload()
  .then(() => {
    container.replaceChildren();
    // Settings that came with the page put the cookie banner into the first screen, so it moves nothing later.
    const embedded = embeddedAnalyticsSettings(document);
    const firstConsent = embedded && consentFor(embedded);
    draw(firstConsent);
    // Error reporting (and analytics, where the page did not bring its settings) wait until the first screen is drawn; their code loads apart.
    void startTelemetry(services.client, (settings) => {
      if (!firstConsent) draw(consentFor(settings));
    });
  });

function loadTracker(settings: AnalyticsSettings) {
  return import('./analytics/matomo-tracker').then(({ startMatomo }) => startMatomo(settings));
}

/** localStorage, where the browser allows it (reading the property itself throws where it is blocked). */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
