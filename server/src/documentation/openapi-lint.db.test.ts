import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allCalls } from '@bfsm/api-adapter';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: 'error' | 'warn'; message: string; location: Array<{ pointer: string }> }>;
}

const redoclyCli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

/** Redocly's own linter with its recommended rules, run as a developer would run it on the file. */
function lintWithRedocly(document: string): LintReport {
  const folder = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
  try {
    writeFileSync(path.join(folder, 'openapi.json'), document);
    // In an empty folder, so no redocly.yaml of anyone's changes the rules; nothing phones home.
    const run = spawnSync(
      process.execPath,
      [redoclyCli, 'lint', '--extends=recommended', '--format=json', '--max-problems=1000', 'openapi.json'],
      {
        cwd: folder,
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    if (!run.stdout.trim().startsWith('{')) throw new Error(`redocly lint did not report: ${run.stderr}`);
    return JSON.parse(run.stdout) as LintReport;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const describeProblem = (problem: LintReport['problems'][number]) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}`;
const pointerOf = (fastifyPath: string, method: string) =>
  `#/paths/${fastifyPath
    .replace(/\/:(\w+)/g, '/{$1}')
    .replaceAll('~', '~0')
    .replaceAll('/', '~1')}/${method.toLowerCase()}/responses`;

describe("the served OpenAPI document under Redocly's recommended rules", () => {
  let t: TestApp;
  let report: LintReport;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.brandfallsteuermatrix.test' } });
    const response = await t.app.inject('/webapi/openapi.json');
    report = lintWithRedocly(response.body);
  });
  afterAll(() => t.close());

  it('has no error', () => {
    expect(report.problems.filter((problem) => problem.severity === 'error').map(describeProblem)).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('warns only where the document is right as it is', () => {
    // The portal names no licence for its webapi; a form post that only redirects has no 2XX answer.
    const redirectOnly = allCalls()
      .filter((call) => call.redirects && !call.answerMediaType)
      .map((call) => `operation-2xx-response ${pointerOf(call.path, call.method)}`);
    const warnings = report.problems.filter((problem) => problem.severity === 'warn').map(describeProblem);
    expect(warnings.sort()).toEqual(['info-license #/info', ...redirectOnly].sort());
  });
});
