import type { AnalyticsSettings } from '@bfsm/api-adapter';
import type { RunningTracker } from '../cookie-consent/analytics-consent';
import { pageViewCommands, startCommands, stopCommands, type MatomoCommand } from './matomo-commands';

/** Matomo's command queue: an array until matomo.js has loaded, then the tracker's own. */
interface MatomoQueue {
  push(command: MatomoCommand): unknown;
}

declare global {
  interface Window {
    _paq?: MatomoQueue;
  }
}

let scriptAdded = false;

/**
 * Starts Matomo's tracker from the operator's MATOMO_URL: the commands go onto `_paq`, which
 * matomo.js works through once loaded (loaded once per page, also when consent is given again).
 * Called only after consent.
 */
export function startMatomo(settings: AnalyticsSettings): RunningTracker {
  // Looked up at every push: matomo.js replaces the array with its own queue once it has loaded.
  const push = (commands: MatomoCommand[]) => commands.forEach((command) => (window._paq ??= [] as MatomoCommand[]).push(command));
  let lastAddress = location.href;

  push(
    startCommands(settings, {
      address: lastAddress,
      referrer: document.referrer,
      prefersDark: matchMedia('(prefers-color-scheme: dark)').matches,
    }),
  );
  if (!scriptAdded) {
    const script = document.createElement('script');
    script.async = true;
    script.src = `${settings.trackerUrl}matomo.js`;
    document.head.append(script);
    scriptAdded = true;
  }

  return {
    trackPageView(address) {
      const absolute = new URL(address, location.origin).href;
      // The first screen was counted at the start.
      if (absolute === lastAddress) return;
      push(pageViewCommands(absolute, lastAddress));
      lastAddress = absolute;
    },
    stop: () => push(stopCommands),
  };
}
