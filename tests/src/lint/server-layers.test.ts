import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repository = path.resolve(__dirname, '../../..');
const configuration = path.join(repository, 'server/.dependency-cruiser.cjs');
const depcruise = path.join(repository, 'node_modules/.bin/depcruise');

/**
 * The rules the server's layering configuration finds broken in a fixture laid out like
 * `server/src` (decision 056): the same configuration `npm run lint` runs on the server.
 */
function brokenRules(fixture: string): Array<{ rule: string; from: string; to: string }> {
  const run = spawnSync(depcruise, ['src', '--config', configuration, '--output-type', 'json'], {
    cwd: path.join(__dirname, 'server-layers-fixtures', fixture),
    encoding: 'utf8',
  });
  if (run.error) throw run.error;
  const result = JSON.parse(run.stdout) as {
    summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> };
  };
  return result.summary.violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }));
}

describe('the server layers lint', () => {
  it('refuses a circle between folders even when no file imports itself back', () => {
    expect(brokenRules('circle')).toEqual([
      expect.objectContaining({ rule: 'no-folder-circle' }),
      expect.objectContaining({ rule: 'no-folder-circle' }),
    ]);
  });

  it('refuses the bottom layer importing a feature, and a service importing http/, but not a type-only import', () => {
    expect(brokenRules('wrong-direction')).toEqual(
      expect.arrayContaining([
        { rule: 'base-knows-no-feature', from: 'src/db/schema.ts', to: 'src/pools/pool-service.ts' },
        { rule: 'http-only-for-routes', from: 'src/pools/pool-service.ts', to: 'src/http/http-error.ts' },
      ]),
    );
    expect(brokenRules('wrong-direction').map(({ from }) => from)).not.toContain('src/pools/pool-types.ts');
  });
});
