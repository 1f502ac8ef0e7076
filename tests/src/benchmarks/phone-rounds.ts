import { loadavg } from 'node:os';
import { startPortal, type OtherBuilds, type RunningPortal } from '../support/portal.js';
import type { Measurement } from '../lighthouse/goals.js';
import { closeLighthouse, runLighthouse } from '../lighthouse/run-in-process.js';
import { createCast, signedInScreens, signIn, type Role } from '../lighthouse/signed-in-screens.js';

/**
 * Signed-in screens beside the sign-in page on phone settings, in one run: the signed-in suite
 * retries a screen until it meets its goal and keeps its best run, which says whether a screen can
 * be quick, not how it compares with `/login` on the same loaded host. Here every round measures
 * `/login` and then each screen once, with Lighthouse's default (mobile) settings, so a comparison
 * holds within the run. With a baseline (`BENCH_BASELINE_DIST=<another build's dist>` of the app
 * compared) each round measures that build too, screen by screen beside the current one: before and
 * after a change in the same run. `BENCH_RUNS=…` rounds (3 unless told); `BENCH_SCREENS=A,B` some
 * of the screens by their names in signed-in-screens.ts, or none beside `/login` with
 * `BENCH_SCREENS=`; `BENCH_FORM_FACTOR=desktop` the same rounds at a desk (decision 067's other
 * goal); `LIGHTHOUSE_REPORT_DIR=…` keeps each report for its diagnostics. `BENCH_CPU_SLOWDOWN=…` sets
 * the phone's CPU slowdown instead of Lighthouse's 4×: 4× is made for a host of benchmark index
 * about 1,500, and Lighthouse's throttling calculator gives 3 + (index − 1,300) / 233 for a faster
 * one, so that hosts of different speed measure the same phone.
 */
export interface PhoneRounds {
  /** The app whose other build BENCH_BASELINE_DIST names. */
  app: 'customer' | 'admin';
  /** Whose session opens the screens. */
  role: Role;
  /** The screens measured unless BENCH_SCREENS names others. */
  screens: string[];
}

interface Build {
  name: string;
  portal: RunningPortal;
  cookie: string;
  addresses: { screen: string; address: string }[];
}

async function startBuild(name: string, { role, screens }: PhoneRounds, otherBuilds: OtherBuilds): Promise<Build> {
  const portal = await startPortal({}, otherBuilds);
  const cast = await createCast(portal);
  const cookie = await signIn(portal, (role === 'admin' ? cast.admin : cast.owner).email);
  const addresses = [{ screen: 'Anmelden', address: '/login' }];
  for (const screen of signedInScreens.filter((candidate) => screens.includes(candidate.name))) {
    addresses.push({ screen: screen.name, address: await screen.address(portal, cast) });
  }
  return { name, portal, cookie, addresses };
}

/** One Lighthouse run; a trace that Lighthouse could not record (NO_NAVSTART under load) is a run lost, measured again. */
async function measure(url: string, cookie: string | undefined): Promise<Measurement> {
  const formFactor = process.env.BENCH_FORM_FACTOR === 'desktop' ? 'desktop' : 'mobile';
  const cpuSlowdown = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, formFactor, cpuSlowdown, cookie);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Measures the rounds and returns the table's lines: one per screen and build, medians, TBT beside `/login`'s. */
export async function measurePhoneRounds(rounds: PhoneRounds): Promise<string[]> {
  const screens = process.env.BENCH_SCREENS?.split(',').filter(Boolean) ?? rounds.screens;
  const settings = { ...rounds, screens };
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const baselineDist = process.env.BENCH_BASELINE_DIST;
  const builds: Build[] = [];
  const results = new Map<string, Measurement[]>();
  let version = '?';
  const indexes: number[] = [];
  const slowdowns = new Set<number>();
  try {
    if (baselineDist) builds.push(await startBuild('before', settings, { [`${rounds.app}Dist`]: baselineDist }));
    builds.push(await startBuild(baselineDist ? 'after' : 'this build', settings, {}));
    for (let run = 0; run < runs; run++) {
      for (let screen = 0; screen < (builds[0]?.addresses.length ?? 0); screen++) {
        // Every other round the other build goes first: no build always meets the host right after the other's run.
        for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
          const { screen: name, address } = build.addresses[screen] as Build['addresses'][number];
          const cookie = address === '/login' ? undefined : build.cookie;
          const measurement = await measure(`${build.portal.url}${address}`, cookie);
          version = measurement.lighthouseVersion;
          indexes.push(measurement.benchmarkIndex);
          slowdowns.add(measurement.cpuSlowdownMultiplier);
          const key = `${name} (\`${address}\`) | ${build.name}`;
          results.set(key, [...(results.get(key) ?? []), measurement]);
          console.log(
            `${run + 1} ${build.name} ${address}: ${measurement.scores.performance} TBT ${Math.round(measurement.totalBlockingTimeMs)} ms LCP ${Math.round(measurement.largestContentfulPaintMs)} ms CLS ${measurement.layoutShift.toFixed(3)} a11y ${measurement.scores.accessibility} index ${Math.round(measurement.benchmarkIndex)}`,
          );
        }
      }
    }
  } finally {
    closeLighthouse();
    await Promise.all(builds.map((build) => build.portal.close()));
  }
  const loginTbt = (build: string) => median(results.get(`Anmelden (\`/login\`) | ${build}`)?.map((m) => m.totalBlockingTimeMs) ?? []);
  const rows = [...results].map(([key, measured]) => {
    const tbt = median(measured.map((m) => m.totalBlockingTimeMs));
    const login = loginTbt(key.split(' | ')[1] ?? '');
    // At a desk `/login` often blocks for 0 ms: no ratio to give then.
    const ratio = login > 0 ? `${(tbt / login).toFixed(2)}×` : '–';
    return `| ${key} | ${median(measured.map((m) => m.scores.performance))} | ${Math.round(tbt)} ms (${ratio}) | ${Math.round(median(measured.map((m) => m.largestContentfulPaintMs)))} ms | ${Math.max(...measured.map((m) => m.layoutShift)).toFixed(3)} |`;
  });
  console.log(
    [
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Lighthouse ${version}, median of ${runs} rounds, host benchmark index ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}), CPU slowdown ${[...slowdowns].join(', ')}×, load average ${loadavg()[0]?.toFixed(1)}`,
      '',
      `| screen (${process.env.BENCH_FORM_FACTOR === 'desktop' ? 'desktop' : 'phone'}) | build | performance | TBT (× \`/login\`) | LCP | CLS (largest) |`,
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  );
  expect(rows).toHaveLength((builds[0]?.addresses.length ?? 0) * builds.length);
  return rows;
}
