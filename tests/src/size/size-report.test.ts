import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

const script = path.resolve(__dirname, '../../../scripts/size-report.mjs');

/** A built app with one entry chunk of random (incompressible) bytes, one static import and one lazy chunk. */
function builtApp(entryBytes: number): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'size-report-'));
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/entry.js'), randomBytes(entryBytes).toString('base64'));
  writeFileSync(path.join(dist, 'assets/shared.js'), 'export const x = 1;');
  writeFileSync(path.join(dist, 'assets/lazy.js'), randomBytes(200_000).toString('base64'));
  const manifest = {
    'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['shared'], dynamicImports: ['lazy'] },
    shared: { file: 'assets/shared.js' },
    lazy: { file: 'assets/lazy.js' },
  };
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

const run = (dist: string, budgetKb: number) => spawnSync(process.execPath, [script, 'app', dist, String(budgetKb)], { encoding: 'utf8' });

describe('the size report', () => {
  it('passes an app within its budget, counting entry and static imports but not lazy chunks', () => {
    const result = run(builtApp(10_000), 30);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/initial JS \d+\.\d KB gzip \(budget 30 KB\) OK/);
  });

  it('fails the build when the initial JavaScript exceeds the budget', () => {
    const result = run(builtApp(60_000), 30);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('OVER BUDGET');
  });
});
