// Runs Lighthouse on addresses it reads from stdin, one request a line as JSON ({ url, formFactor,
// cpuSlowdown?, cookie? }), and answers each with a line `RESULT {json}` (goals.ts: Measurement) or
// `RESULT {"error": …}`. A process of its own: Lighthouse 13 is ESM only, which Jest's CommonJS
// transform cannot load. One process per suite: loading Lighthouse took 3 s of CPU and up to 10 s
// on a busy machine, once per screen before (decision 046); a browser per run still keeps runs
// apart. A signed-in screen's session cookie comes in its request (stdin: not where `ps` shows it).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { categories, type FormFactor, type Measurement } from './goals.js';

export interface LighthouseRequest {
  url: string;
  formFactor: FormFactor;
  cpuSlowdown?: number | undefined;
  cookie?: string | undefined;
}

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
async function measure({ url, formFactor, cpuSlowdown: slowdown, cookie }: LighthouseRequest): Promise<Measurement> {
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
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        // The picture of the whole page is for the HTML report, which the suite does not write: a second or more per run saved.
        disableFullPageScreenshot: true,
        // A diagnostic without weight whose gatherer leaves the page and comes back: seconds per run for a figure nobody reads.
        skipAudits: ['bf-cache'],
        ...(throttling && { throttling }),
        ...(cookie && { extraHeaders: { Cookie: cookie } }),
      },
      config,
    );
    if (!result) throw new Error(`Lighthouse lieferte kein Ergebnis für ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // LIGHTHOUSE_REPORT_DIR keeps each run's whole report, for Lighthouse's diagnostics beyond the figures.
    const reports = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reports) writeFileSync(path.join(reports, `${new URL(url).pathname.replace(/\W+/g, '_')}-${formFactor}.json`), JSON.stringify(lhr));
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
    // Lighthouse's own diagnosis of what moved: the elements of the largest shifts, with their share.
    const shiftItems =
      (
        lhr.audits['layout-shifts']?.details as
          { items?: { score?: number; node?: { selector?: string; nodeLabel?: string } }[] } | undefined
      )?.items ?? [];
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
      layoutShiftElements: shiftItems.map(
        (item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? item.node?.nodeLabel ?? '?'}`,
      ),
    };
    return measurement;
  } finally {
    chrome.kill();
  }
}

for await (const line of createInterface({ input: process.stdin })) {
  let answer: object;
  try {
    answer = await measure(JSON.parse(line) as LighthouseRequest);
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  process.stdout.write(`RESULT ${JSON.stringify(answer)}\n`);
}
