import { gatesPerformance, type FormFactor } from './goals.js';
import { lighthouseSuite } from './lighthouse-suite.js';
import { createCast, signedInScreens, signIn, type Cast, type Role } from './signed-in-screens.js';

type Sessions = { cast: Cast } & Record<Role, string>;

/**
 * Lighthouse over every screen behind the sign-in (decision 046): the customer's account area as a
 * pool owner sees it, and the back-office as an admin sees it, each person signed in once through
 * the real sign-in. `npm test` measures each screen on the form factor its people use (CI time);
 * the benchmark run (`npm run lighthouse`) on phone and desktop.
 */
lighthouseSuite<Sessions>({
  title: 'Lighthouse on every signed-in screen',
  tableFile: 'signed-in-scores.md',
  section: 'lighthouse-signed-in',
  seo: false,
  prepare: async (portal) => {
    const cast = await createCast(portal);
    const [customer, admin] = await Promise.all([signIn(portal, cast.owner.email), signIn(portal, cast.admin.email)]);
    return { cast, customer, admin };
  },
  cases: signedInScreens.flatMap((screen) =>
    (gatesPerformance() ? (['mobile', 'desktop'] as FormFactor[]) : [screen.usual]).map((formFactor) => ({
      name: screen.name,
      formFactor,
      address: (portal, sessions: Sessions) => screen.address(portal, sessions.cast),
      cookie: (sessions: Sessions) => sessions[screen.role],
      performanceGoal: formFactor === 'mobile' ? screen.phoneGoal : undefined,
    })),
  ),
});
