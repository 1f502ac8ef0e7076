import { allCalls, desktopApiPrefix } from '@bfsm/api-adapter';
import { readsSession } from './session-readers.js';

describe('readsSession', () => {
  const desktopCalls = allCalls().filter((call) => call.path.startsWith(`${desktopApiPrefix}/`));

  // Every browser-facing contract route depends on the session (and its answer must not be stored), including future ones.
  it.each(
    allCalls()
      .filter((call) => !desktopCalls.includes(call))
      .map((call) => [call.path]),
  )('is true for the contract route %s', (path) => {
    expect(readsSession(path)).toBe(true);
  });

  // The desktop API carries a device token, never a cookie (decision 024): no session to load; its routes set their own caching.
  it.each(desktopCalls.map((call) => [call.path]))('is false for the desktop API route %s', (path) => {
    expect(readsSession(path)).toBe(false);
  });

  it.each([['/assets/index-abc123.js'], ['/favicon.svg'], ['/admin/assets/index-abc123.js'], ['/index.html'], [undefined]])(
    'is false for %s',
    (routeUrl) => {
      expect(readsSession(routeUrl)).toBe(false);
    },
  );
});
