/** The Lighthouse goals for every public screen, mobile and desktop (decision 025). */
export const categoryGoals = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
export type Category = keyof typeof categoryGoals;
export const categories = Object.keys(categoryGoals) as Category[];

/** Cumulative layout shift: nothing that arrives late may move what the reader sees. */
export const layoutShiftGoal = 0.05;

export type FormFactor = 'mobile' | 'desktop';

/** What one Lighthouse run found, as run-lighthouse.ts prints it. */
export interface Measurement {
  scores: Record<Category, number>;
  layoutShift: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** Lighthouse's measure of the host CPU; under 1000 it warns that the host is slower than it expects. */
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
  lighthouseVersion: string;
  consoleErrors: string[];
  /** Audits of the goal categories that did not pass, for the failure message. */
  failedAudits: string[];
  /** Lighthouse's layout-shifts diagnostic: each shift's share and the element that moved most. */
  layoutShiftElements: string[];
}

/**
 * Whether a run holds the performance score to its goal. The benchmark run (`npm run lighthouse`,
 * LIGHTHOUSE_BENCHMARKS=1) does; `npm test` measures and reports it without failing on it, because
 * the score follows the host's load: the same build scored 70 to 96 on one machine within
 * minutes (decision 040). Accessibility, best practices, SEO, layout shift and console errors,
 * which do not follow the load, fail every run.
 */
export const gatesPerformance = (): boolean => Boolean(process.env.LIGHTHOUSE_BENCHMARKS);

/**
 * A performance goal other than the category's: a score where one is set, and where given the
 * largest paint's latest moment and the most blocking time.
 */
export interface PerformanceGoal {
  score?: number;
  largestContentfulPaintMs?: number;
  totalBlockingTimeMs?: number;
}

/**
 * The back-office on a phone (decision 067): react-admin's start is about 280 KB of JavaScript, so
 * instead of the public screens' score it is held to its content within 4 s on Lighthouse's slow
 * phone and its main thread blocked at most 800 ms. At a desk it keeps the category's 95.
 */
export const backOfficePhoneGoal: PerformanceGoal = { largestContentfulPaintMs: 4000, totalBlockingTimeMs: 800 };

/**
 * Each goal the measurement misses, in words; empty when it meets them all. `seo: false` for the
 * screens behind the sign-in: they tell search engines to keep out (noindex), and are measured
 * for speed, steadiness and access (decision 046). `performanceGoal` replaces the category's
 * score goal for a screen that has its own; like the score, it counts where performance is gated.
 */
export function missedGoals(
  measurement: Measurement,
  {
    performance = gatesPerformance(),
    seo = true,
    performanceGoal = { score: categoryGoals.performance },
  }: { performance?: boolean; seo?: boolean; performanceGoal?: PerformanceGoal } = {},
): string[] {
  const goals: Record<Category, number | undefined> = { ...categoryGoals, performance: performanceGoal.score };
  const missed = categories
    .filter((category) => performance || category !== 'performance')
    .filter((category) => seo || category !== 'seo')
    .filter((category) => measurement.scores[category] < (goals[category] ?? 0))
    .map((category) => `${category} ${measurement.scores[category]} < ${goals[category]}`);
  const latestPaint = performanceGoal.largestContentfulPaintMs;
  if (performance && latestPaint !== undefined && measurement.largestContentfulPaintMs > latestPaint) {
    missed.push(`LCP ${Math.round(measurement.largestContentfulPaintMs)} ms > ${latestPaint} ms`);
  }
  const mostBlocking = performanceGoal.totalBlockingTimeMs;
  if (performance && mostBlocking !== undefined && measurement.totalBlockingTimeMs > mostBlocking) {
    missed.push(`TBT ${Math.round(measurement.totalBlockingTimeMs)} ms > ${mostBlocking} ms`);
  }
  if (measurement.layoutShift > layoutShiftGoal) missed.push(`CLS ${measurement.layoutShift.toFixed(3)} > ${layoutShiftGoal}`);
  return missed;
}
