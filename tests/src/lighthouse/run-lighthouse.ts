// Runs Lighthouse once on one address and prints what it found as JSON (goals.ts: Measurement).
// A process of its own: Lighthouse 13 is ESM only, which Jest's CommonJS transform cannot load,
// and a browser per run keeps runs apart. Usage: tsx run-lighthouse.ts <url> <mobile|desktop> [cpu-slowdown]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { categories, type Measurement } from './goals.js';

const [url, formFactor, slowdown] = process.argv.slice(2);
if (!url || (formFactor !== 'mobile' && formFactor !== 'desktop'))
  throw new Error('usage: run-lighthouse.ts <url> <mobile|desktop> [cpu-slowdown]');

// The flags of the journeys' browser (support/browser.ts): no background traffic that a closed network refuses.
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags,
  logLevel: 'silent',
});
try {
  const throttling = slowdown ? { cpuSlowdownMultiplier: Number(slowdown) } : undefined;
  const config = formFactor === 'desktop' ? desktopConfig : { extends: 'lighthouse:default' as const };
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories, ...(throttling && { throttling }) },
    config,
  );
  if (!result) throw new Error(`Lighthouse lieferte kein Ergebnis für ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const consoleItems =
    (lhr.audits['errors-in-console']?.details as { items?: { description?: string; sourceLocation?: { url?: string } }[] } | undefined)
      ?.items ?? [];
  const failedAudits = categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}/${ref.id}${lhr.audits[ref.id]?.displayValue ? ` (${lhr.audits[ref.id]?.displayValue})` : ''}`),
  );
  const measurement: Measurement = {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    layoutShift: numeric('cumulative-layout-shift'),
    largestContentfulPaintMs: numeric('largest-contentful-paint'),
    totalBlockingTimeMs: numeric('total-blocking-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    lighthouseVersion: lhr.lighthouseVersion,
    consoleErrors: consoleItems.map((item) => `${item.description ?? ''} ${item.sourceLocation?.url ?? ''}`.trim()),
    failedAudits,
  };
  process.stdout.write(`${JSON.stringify(measurement)}\n`);
} finally {
  chrome.kill();
}
