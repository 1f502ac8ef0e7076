import { readFileSync, writeFileSync } from 'node:fs';
import type { ScreenResult } from './measure-screen.js';
import type { FormFactor } from './goals.js';

export interface Row {
  screen: string;
  address: string;
  formFactor: FormFactor;
  result: ScreenResult;
}

/** The scores as a Markdown table, as docs/benchmarks.md shows them. */
export function scoreTable(rows: Row[], measuredAt: Date): string {
  const lines = [
    `Measured ${measuredAt.toISOString().slice(0, 16).replace('T', ' ')} UTC with Lighthouse ${rows[0]?.result.lighthouseVersion ?? '?'} and Debian's Chromium.`,
    '',
    '| screen | form factor | performance | accessibility | best practices | SEO | CLS | LCP | TBT | CPU slowdown (host index) | runs |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows
      .map(({ screen, address, formFactor, result }) =>
        [
          `${screen} (\`${address.replace(/\/[A-Za-z0-9_-]{20,}$/, '/…')}\`)`,
          formFactor,
          result.scores.performance,
          result.scores.accessibility,
          result.scores['best-practices'],
          result.scores.seo,
          result.layoutShift.toFixed(3),
          `${Math.round(result.largestContentfulPaintMs)} ms`,
          `${Math.round(result.totalBlockingTimeMs)} ms`,
          `${result.cpuSlowdownMultiplier}× (${Math.round(result.benchmarkIndex)})`,
          result.attempts,
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
  ];
  return `${lines.join('\n')}\n`;
}

/** Replaces the table between the markers `<!-- section:start -->` and `<!-- section:end -->` of docs/benchmarks.md. */
export function writeIntoBenchmarks(file: string, table: string, section: string): void {
  const start = `<!-- ${section}:start -->`;
  const end = `<!-- ${section}:end -->`;
  const page = readFileSync(file, 'utf8');
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file}: die Marken ${start} und ${end} fehlen`);
  writeFileSync(file, `${page.slice(0, from + start.length)}\n${table}${page.slice(to)}`);
}
