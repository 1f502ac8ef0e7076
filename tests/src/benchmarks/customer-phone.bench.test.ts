/**
 * The customer's signed-in screens beside the sign-in page on phone settings, in the same rounds
 * (phone-rounds.ts; docs/benchmarks.md, 'Kundenseiten auf dem Telefon'). Run with
 * `npm run bench:customer-phone --workspace @bfsm/tests` (the apps built; the settings in
 * phone-rounds.ts, `BENCH_BASELINE_DIST` another build's customer/dist). A Jest file, as the suites
 * it borrows from are, that `npm test` leaves out (its name says bench).
 */
import { describeJourney } from '../support/browser.js';
import { measurePhoneRounds } from './phone-rounds.js';

describeJourney('Customer screens on a phone beside /login', () => {
  it('measures each screen and /login in the same rounds, and reports performance, TBT and LCP', async () => {
    // The customer's screens that a pool owner opens most.
    await measurePhoneRounds({ app: 'customer', role: 'customer', screens: ['Übersicht', 'Profil', 'Passwort ändern', 'Pool'] });
  }, 7_200_000);
});
