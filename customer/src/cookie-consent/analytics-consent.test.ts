import type { AnalyticsSettings } from '@bfsm/api-adapter';
import { createAnalyticsConsent, type RunningTracker } from './analytics-consent';

const settings: AnalyticsSettings = { trackerUrl: 'https://statistik.example.test/', siteId: 11, colourSchemeDimension: 1 };

/** A consent on a fresh storage (or one holding `stored`), with a tracker that records what it is told. */
function setUp(stored?: string) {
  const storage = window.localStorage;
  storage.clear();
  if (stored) storage.setItem('bfsm-analytics-consent', stored);
  const tracker = { pageViews: [] as string[], stopped: 0 };
  const running: RunningTracker = {
    trackPageView: (address) => void tracker.pageViews.push(address),
    stop: () => void (tracker.stopped += 1),
  };
  const startTracker = jest.fn(async () => running);
  const consent = createAnalyticsConsent(settings, { storage, startTracker });
  return { consent, storage, startTracker, tracker };
}

/** One turn of the event loop: the tracker's start and every page view queued behind it are promise jobs, all run by then; no clock decides. */
const queuedJobsRun = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createAnalyticsConsent', () => {
  it('opens the banner and starts no tracker while no choice is made', async () => {
    const { consent, startTracker, tracker } = setUp();
    expect(consent.state()).toEqual({ choice: undefined, bannerOpen: true, openedByVisitor: false });
    consent.pageView('/login');
    await queuedJobsRun();
    expect(startTracker).not.toHaveBeenCalled();
    expect(tracker.pageViews).toEqual([]);
  });

  it('starts the tracker on acceptance, stores the choice and closes the banner', async () => {
    const { consent, storage, startTracker, tracker } = setUp();
    const changes = jest.fn();
    consent.subscribe(changes);
    consent.accept();
    expect(startTracker).toHaveBeenCalledWith(settings);
    expect(storage.getItem('bfsm-analytics-consent')).toBe('accepted');
    expect(consent.state()).toEqual({ choice: 'accepted', bannerOpen: false, openedByVisitor: false });
    expect(changes).toHaveBeenCalled();
    consent.pageView('/concept');
    await queuedJobsRun();
    expect(tracker.pageViews).toEqual(['/concept']);
  });

  it('starts no tracker on refusal and remembers it', async () => {
    const { consent, storage, startTracker } = setUp();
    consent.decline();
    consent.pageView('/concept');
    await queuedJobsRun();
    expect(startTracker).not.toHaveBeenCalled();
    expect(storage.getItem('bfsm-analytics-consent')).toBe('declined');
    expect(consent.state().bannerOpen).toBe(false);
  });

  it('follows a stored choice without asking again', () => {
    expect(setUp('accepted').startTracker).toHaveBeenCalledTimes(1);
    expect(setUp('accepted').consent.state().bannerOpen).toBe(false);
    const declined = setUp('declined');
    expect(declined.startTracker).not.toHaveBeenCalled();
    expect(declined.consent.state()).toEqual({ choice: 'declined', bannerOpen: false, openedByVisitor: false });
  });

  it('opens the banner again from the footer, and stops the tracker when consent is withdrawn', async () => {
    const { consent, tracker } = setUp('accepted');
    consent.openSettings();
    expect(consent.state()).toEqual({ choice: 'accepted', bannerOpen: true, openedByVisitor: true });
    consent.decline();
    await queuedJobsRun();
    expect(tracker.stopped).toBe(1);
    consent.pageView('/login');
    await queuedJobsRun();
    expect(tracker.pageViews).toEqual([]);
  });

  it('keeps the app working when the tracker cannot be loaded', async () => {
    const storage = window.localStorage;
    storage.clear();
    const consent = createAnalyticsConsent(settings, { storage, startTracker: () => Promise.reject(new Error('blockiert')) });
    consent.accept();
    consent.pageView('/login');
    await queuedJobsRun();
    expect(consent.state().choice).toBe('accepted');
  });

  it('asks again on every visit where storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const consent = createAnalyticsConsent(settings, { storage: blocked, startTracker: jest.fn() });
    expect(consent.state().bannerOpen).toBe(true);
    consent.decline();
    expect(consent.state().choice).toBe('declined');
  });
});
