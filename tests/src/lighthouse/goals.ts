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
}

/** Each goal the measurement misses, in words; empty when it meets them all. */
export function missedGoals(measurement: Measurement): string[] {
  const missed = categories
    .filter((category) => measurement.scores[category] < categoryGoals[category])
    .map((category) => `${category} ${measurement.scores[category]} < ${categoryGoals[category]}`);
  if (measurement.layoutShift > layoutShiftGoal) missed.push(`CLS ${measurement.layoutShift.toFixed(3)} > ${layoutShiftGoal}`);
  return missed;
}
