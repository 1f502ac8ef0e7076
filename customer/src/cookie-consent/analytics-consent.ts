import type { AnalyticsSettings } from '@bfsm/api-adapter';
import { readChoice, storeChoice, type ConsentChoice } from './consent-choice';

/** The tracker once it runs (analytics/matomo-tracker.ts). */
export interface RunningTracker {
  trackPageView(address: string): void;
  stop(): void;
}

export interface ConsentState {
  choice: ConsentChoice | undefined;
  bannerOpen: boolean;
  /** The visitor opened the banner from the footer: it takes the focus, and gives it back afterwards. */
  openedByVisitor: boolean;
}

export interface ConsentEnvironment {
  storage: Storage | undefined;
  /** Loads and starts the tracker (its own chunk); nothing of it loads before consent. */
  startTracker: (settings: AnalyticsSettings) => Promise<RunningTracker>;
}

export type AnalyticsConsent = ReturnType<typeof createAnalyticsConsent>;

/**
 * The visitor's consent to analytics and what follows from it: the banner is open until a
 * choice is made, the tracker starts only after 'accepted' and stops at 'declined', and a
 * choice can be changed at any time from the footer.
 */
export function createAnalyticsConsent(settings: AnalyticsSettings, environment: ConsentEnvironment) {
  const stored = readChoice(environment.storage);
  let state: ConsentState = { choice: stored, bannerOpen: stored === undefined, openedByVisitor: false };
  const listeners = new Set<() => void>();
  let tracker: Promise<RunningTracker | undefined> | undefined;

  function update(next: Partial<ConsentState>): void {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  }

  function startTracker(): void {
    // A tracker that fails to load (blocked, offline) leaves the app as it is.
    tracker ??= environment.startTracker(settings).catch(() => undefined);
  }

  function choose(choice: ConsentChoice): void {
    storeChoice(environment.storage, choice);
    update({ choice, bannerOpen: false, openedByVisitor: false });
    if (choice === 'accepted') startTracker();
    else {
      void tracker?.then((running) => running?.stop());
      tracker = undefined;
    }
  }

  if (stored === 'accepted') startTracker();

  return {
    state: (): ConsentState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    accept: () => choose('accepted'),
    decline: () => choose('declined'),
    openSettings: () => update({ bannerOpen: true, openedByVisitor: true }),
    /** A screen of the app was shown at `address` (path, query, hash); counted only while the tracker runs. */
    pageView(address: string): void {
      void tracker?.then((running) => running?.trackPageView(address));
    },
  };
}
