/**
 * The back-office's screens on phone settings beside the sign-in page, in the same rounds
 * (phone-rounds.ts; docs/benchmarks.md, 'The back-office on phone settings'): what its goal on a
 * phone (goals.ts, decision 067) is measured by, with `BENCH_BASELINE_DIST` another build's
 * admin/dist beside this one. Run with `npm run bench:back-office-lighthouse --workspace
 * @bfsm/tests` (the apps built). A Jest file that `npm test` leaves out (its name says bench).
 */
import { describeJourney } from '../support/browser.js';
import { backOfficeScreens } from '../lighthouse/signed-in-screens.js';
import { measurePhoneRounds } from './phone-rounds.js';

describeJourney('Back-office screens on a phone beside /login', () => {
  it('measures each screen and /login in the same rounds, and reports performance, TBT and LCP', async () => {
    await measurePhoneRounds({ app: 'admin', role: 'admin', screens: backOfficeScreens.map((screen) => screen.name) });
  }, 7_200_000);
});
