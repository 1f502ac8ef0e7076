import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeJourney } from '../support/browser.js';
import { startPortal, type RunningPortal } from '../support/portal.js';
import { missedGoals, type FormFactor, type PerformanceGoal } from './goals.js';
import { measureScreen } from './measure-screen.js';
import { closeLighthouse } from './run-in-process.js';
import { scoreTable, writeIntoBenchmarks, type Row } from './score-table.js';

const root = path.resolve(__dirname, '../../..');

/** One line of a suite: a screen on one form factor, with the session it is seen with (none: anonymous). */
export interface ScreenCase<Setting> {
  name: string;
  formFactor: FormFactor;
  address: (portal: RunningPortal, setting: Setting) => Promise<string> | string;
  cookie?: (setting: Setting) => string;
  /** Where the screen has a performance goal of its own (goals.ts). */
  performanceGoal?: PerformanceGoal;
}

interface Suite<Setting> {
  title: string;
  /** The section of docs/benchmarks.md (its markers `<!-- section:start -->`). */
  section: string;
  /** The table's file under tests/.lighthouse. */
  tableFile: string;
  /** What the screens need besides the portal: people, their sessions, records. */
  prepare: (portal: RunningPortal) => Promise<Setting>;
  cases: ScreenCase<Setting>[];
  /** false for screens that search engines must not index (goals.ts). */
  seo?: boolean;
}

/**
 * Lighthouse over a list of screens against the goals (goals.ts; decisions 025, 040), on a portal
 * started as the journeys start it. The table goes to tests/.lighthouse/<tableFile> and the
 * output; with LIGHTHOUSE_BENCHMARKS=1 (npm run lighthouse) into docs/benchmarks.md as well.
 */
export function lighthouseSuite<Setting>({ title, section, tableFile, prepare, cases, seo = true }: Suite<Setting>): void {
  describeJourney(title, () => {
    let portal: RunningPortal | undefined;
    let setting: Setting | undefined;
    const rows: Row[] = [];

    beforeAll(async () => {
      portal = await startPortal();
      setting = await prepare(portal);
    }, 60_000);

    afterAll(async () => {
      closeLighthouse();
      await portal?.close();
      if (rows.length === 0) return;
      const table = scoreTable(rows, new Date());
      mkdirSync(path.join(root, 'tests', '.lighthouse'), { recursive: true });
      writeFileSync(path.join(root, 'tests', '.lighthouse', tableFile), table);
      if (process.env.LIGHTHOUSE_BENCHMARKS) writeIntoBenchmarks(path.join(root, 'docs', 'benchmarks.md'), table, section);
      console.log(table);
    });

    for (const screen of cases) {
      it(`${screen.name} (${screen.formFactor}) meets the goals, without console errors`, async () => {
        const running = portal as RunningPortal;
        const given = setting as Setting;
        let address = '';
        const result = await measureScreen(
          async () => {
            address = await screen.address(running, given);
            return `${running.url}${address}`;
          },
          screen.formFactor,
          { cookie: screen.cookie?.(given), seo, performanceGoal: screen.performanceGoal },
        );
        rows.push({ screen: screen.name, address, formFactor: screen.formFactor, result });
        const missed = missedGoals(result, { seo, performanceGoal: screen.performanceGoal });
        // The audits that cost points, and what moved, are named only where a goal was missed, to say why.
        expect({
          missed,
          consoleErrors: result.consoleErrors,
          audits: missed.length ? result.failedAudits : [],
          shifts: missed.some((goal) => goal.startsWith('CLS')) ? result.layoutShiftElements : [],
        }).toEqual({ missed: [], consoleErrors: [], audits: [], shifts: [] });
      }, 400_000);
    }
  });
}
