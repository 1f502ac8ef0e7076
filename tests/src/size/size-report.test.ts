import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';

const script = path.resolve(__dirname, '../../../scripts/size-report.mjs');

/** A built app with one entry chunk (random, incompressible bytes unless given), one static import and one lazy chunk. */
function builtApp(entryBytes: number, entry: string | Buffer = randomBytes(entryBytes).toString('base64')): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'size-report-'));
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/entry.js'), entry);
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

/** The gzip bytes the script counts for `dist`: the entry and its static import, as it compresses them. */
const initialGzipBytes = (dist: string) =>
  ['assets/entry.js', 'assets/shared.js'].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );

/**
 * An app whose initial JavaScript is `over` bytes above a budget of `budgetKb`, in gzip. Raw random
 * bytes do not compress, so the gzip size follows the length byte for byte; a few steps settle it.
 */
function appJustOver(budgetKb: number, over: number): string {
  const wanted = budgetKb * 1024 + over;
  let length = wanted;
  for (let step = 0; step < 10; step += 1) {
    const dist = builtApp(0, randomBytes(length));
    const gzipBytes = initialGzipBytes(dist);
    if (gzipBytes === wanted) return dist;
    length += wanted - gzipBytes;
  }
  throw new Error(`no entry of ${wanted} gzip bytes found`);
}

const run = (dist: string, budgetKb: number, ...startSources: string[]) =>
  spawnSync(process.execPath, [script, 'app', dist, String(budgetKb), ...startSources], { encoding: 'utf8' });

const reportedBytes = (dist: string) =>
  (JSON.parse(readFileSync(path.join(dist, 'size-report.json'), 'utf8')) as { initialJsGzipBytes: number }).initialJsGzipBytes;

describe('the size report', () => {
  it('passes an app within its budget, counting entry and static imports but not lazy chunks', () => {
    const result = run(builtApp(10_000), 30);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/initial JS \d+\.\d KB \(\d+ bytes\) gzip \(budget 30 KB = 30720 bytes\) OK/);
  });

  it('fails the build when the initial JavaScript exceeds the budget', () => {
    const result = run(builtApp(60_000), 30);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('OVER BUDGET');
  });

  // 30,740 bytes read as 30.0 KB once rounded to a tenth, and the old gate let them through.
  it('fails the build a few bytes over the budget, comparing bytes rather than rounded kilobytes', () => {
    const result = run(appJustOver(30, 20), 30);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('30.0 KB (30740 bytes) gzip (budget 30 KB = 30720 bytes) OVER BUDGET');
  });

  it('passes an app exactly at its budget', () => {
    const result = run(appJustOver(30, 0), 30);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('(30720 bytes) gzip (budget 30 KB = 30720 bytes) OK');
  });

  it('counts a chunk the entry loads at once, named by its source, with what it imports', () => {
    const dist = builtApp(10_000);
    const lazyBytes = gzipSync(readFileSync(path.join(dist, 'assets/lazy.js')), { level: 9 }).length;
    const withoutStart = run(dist, 300);
    expect(withoutStart.status).toBe(0);
    const entryOnly = reportedBytes(dist);
    const withStart = run(dist, 300, 'lazy');
    expect(withStart.status).toBe(0);
    expect(reportedBytes(dist)).toBe(entryOnly + lazyBytes);
    // 200 KB of random bytes over a 100 KB budget: the start chunk is held to the budget too.
    expect(run(dist, 100, 'lazy').status).toBe(1);
  });

  it('refuses a start chunk that the build does not have, rather than count without it', () => {
    const result = run(builtApp(10_000), 30, 'src/renamed.tsx');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('no chunk in the build for src/renamed.tsx');
  });
});
