import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeJourney } from '../support/browser.js';
import { startPortal, type RunningPortal } from '../support/portal.js';
import { missedGoals, type FormFactor } from './goals.js';
import { measureScreen } from './measure-screen.js';
import { publicScreens } from './public-screens.js';
import { scoreTable, writeIntoBenchmarks, type Row } from './score-table.js';

const root = path.resolve(__dirname, '../../..');
const formFactors: FormFactor[] = ['mobile', 'desktop'];

/**
 * Lighthouse over every public screen, mobile and desktop, against the goals of decision 025
 * (goals.ts). The table goes to tests/.lighthouse/scores.md and the output; with
 * LIGHTHOUSE_BENCHMARKS=1 (npm run lighthouse) into docs/benchmarks.md as well.
 */
describeJourney('Lighthouse on every public screen', () => {
  let portal: RunningPortal | undefined;
  const rows: Row[] = [];

  beforeAll(async () => {
    portal = await startPortal();
  }, 60_000);

  afterAll(async () => {
    await portal?.close();
    if (rows.length === 0) return;
    const table = scoreTable(rows, new Date());
    mkdirSync(path.join(root, 'tests', '.lighthouse'), { recursive: true });
    writeFileSync(path.join(root, 'tests', '.lighthouse', 'scores.md'), table);
    if (process.env.LIGHTHOUSE_BENCHMARKS) writeIntoBenchmarks(path.join(root, 'docs', 'benchmarks.md'), table);
    console.log(table);
  });

  for (const formFactor of formFactors) {
    for (const screen of publicScreens) {
      it(`${screen.name} (${formFactor}) meets the goals, without console errors`, async () => {
        const running = portal as RunningPortal;
        let address = '';
        const result = await measureScreen(async () => {
          address = await screen.address(running);
          return `${running.url}${address}`;
        }, formFactor);
        rows.push({ screen: screen.name, address, formFactor, result });
        const missed = missedGoals(result);
        // The audits that cost points are named only where a goal was missed, to say why.
        expect({ missed, consoleErrors: result.consoleErrors, audits: missed.length ? result.failedAudits : [] }).toEqual({
          missed: [],
          consoleErrors: [],
          audits: [],
        });
      }, 400_000);
    }
  }
});
