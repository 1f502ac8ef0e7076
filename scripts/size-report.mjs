/* global process, console -- a Node script; the shared lint setup declares no Node globals for .mjs files */
// Reports the gzip size of the JavaScript a browser loads before the first screen appears:
// the entry chunks and everything they import statically (lazy chunks are left out), and the chunks
// an entry imports dynamically at once, named by their source files (the admin's small entry loads
// react-admin so, decision 047), with everything those import statically.
// Usage, from a package folder after `vite build`:
//   node ../scripts/size-report.mjs <app> <dist> <budget-kb> [<source loaded at start>…]
// The budget is a gate (ARCHITECTURE.md): over it, the script exits 1 and so fails the build.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatSize, isOverBudget } from './size-budget.mjs';

const [appName, distArgument, budgetArgument, ...startSources] = process.argv.slice(2);
const budgetKb = Number(budgetArgument);
if (!appName || !distArgument || !Number.isFinite(budgetKb)) {
  console.error('usage: node size-report.mjs <app-name> <dist-dir> <budget-kb>');
  process.exit(2);
}

const dist = resolve(distArgument);
/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const missing = startSources.filter((source) => !manifest[source]);
if (missing.length) {
  // A renamed start chunk must not drop out of the count unnoticed.
  console.error(`${appName}: no chunk in the build for ${missing.join(', ')}`);
  process.exit(2);
}

const initialKeys = new Set();
const pending = [...Object.keys(manifest).filter((key) => manifest[key]?.isEntry), ...startSources];
while (pending.length) {
  const key = pending.pop();
  if (initialKeys.has(key) || !manifest[key]) continue;
  initialKeys.add(key);
  pending.push(...(manifest[key].imports ?? []));
}

const files = [...new Set([...initialKeys].map((key) => manifest[key].file))]
  .filter((file) => /\.m?js$/.test(file))
  .sort()
  .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }));

const gzipBytes = files.reduce((sum, entry) => sum + entry.gzipBytes, 0);
// The KB figure is for reading only; the gate compares bytes (size-budget.mjs).
const gzipKb = Math.round((gzipBytes / 1024) * 10) / 10;
const overBudget = isOverBudget(gzipBytes, budgetKb);

const report = {
  app: appName,
  initialJsGzipBytes: gzipBytes,
  initialJsGzipKb: gzipKb,
  budgetKb,
  budgetBytes: budgetKb * 1024,
  overBudget,
  files,
};
writeFileSync(join(dist, 'size-report.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `size: ${appName} initial JS ${formatSize(gzipBytes)} gzip (budget ${budgetKb} KB = ${budgetKb * 1024} bytes) ${overBudget ? 'OVER BUDGET' : 'OK'}`,
);
if (overBudget) {
  console.error(`${appName}: the initial JavaScript exceeds its budget of ${budgetKb} KB gzip; load more of it lazily.`);
  process.exit(1);
}
