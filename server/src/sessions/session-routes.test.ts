import { allCalls } from '@bfsm/api-adapter';
import { readsSession } from './session-routes.js';

describe('readsSession', () => {
  // Every contract route depends on the session (and its answer must not be stored), including future ones.
  it.each(allCalls().map((call) => [call.path]))('is true for the contract route %s', (path) => {
    expect(readsSession(path)).toBe(true);
  });

  it.each([['/assets/index-abc123.js'], ['/favicon.svg'], ['/admin/assets/index-abc123.js'], ['/index.html'], [undefined]])('is false for %s', (routeUrl) => {
    expect(readsSession(routeUrl)).toBe(false);
  });
});
