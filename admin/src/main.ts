import { appErrors } from './error-reporting/app-errors';
import { drawFirstLook, drawThenLoad, firstLookFits, firstLookOf } from './first-look/first-look';
// The first look's styles (first-look.ts draws it); a few hundred bytes, with the page.
import './first-look/first-look.css';
import { startAdminCheck } from './shell/auth-provider';
import { earlyRequests } from './shell/early-requests';
import { startFirstCall } from './shell/first-call';
import { screenAt } from './screens';
import { preloadStartScreen } from './users/start-screen';

// The entry is small on purpose (decision 047): what it does happens before react-admin has loaded.
// First of all: an error while the admin starts is reported too, once reporting runs.
appErrors.listen(window);
// What the first screen waits for is asked for now, not after react-admin has started (decision 046).
const adminSignedIn = startAdminCheck(earlyRequests);
const firstPage = preloadStartScreen(location, earlyRequests, adminSignedIn);
// react-admin's stored list views (its localStorageStore); read within list-query.ts's guard, as a browser may refuse the storage.
void startFirstCall(location, earlyRequests, adminSignedIn, { getItem: (key) => localStorage.getItem(key) });

/** react-admin, and beside it the code of the screen the address shows (decision 070). The size report counts start-admin as part of the start. */
function loadReactAdmin(): void {
  void import('./start-admin');
  void screenAt(location.pathname)?.screen.load();
}

if (firstLookFits(window)) {
  // On a phone the screen's bar (and the user list's first page) is drawn first, and react-admin's
  // 270 KB load once it is on the screen: on a phone's line they would hold the page's few bytes back.
  void drawThenLoad(firstLookOf(location.pathname, adminSignedIn, firstPage), {
    draw: (look) => drawFirstLook(document, look, location.search),
    load: loadReactAdmin,
    report: (error) => appErrors.report(error),
  });
} else {
  loadReactAdmin();
}
