import type { FormFactor } from './goals.js';
import { lighthouseSuite } from './lighthouse-suite.js';
import { publicScreens } from './public-screens.js';

const formFactors: FormFactor[] = ['mobile', 'desktop'];

/** Lighthouse over every public screen, mobile and desktop (decision 025). */
lighthouseSuite({
  title: 'Lighthouse on every public screen',
  tableFile: 'scores.md',
  section: 'lighthouse',
  prepare: async () => undefined,
  cases: formFactors.flatMap((formFactor) =>
    publicScreens.map((screen) => ({ name: screen.name, formFactor, address: (portal) => screen.address(portal) })),
  ),
});
