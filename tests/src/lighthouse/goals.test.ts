import { backOfficePhoneGoal, missedGoals, type Measurement } from './goals.js';

const measurement = (performance: number, layoutShift = 0): Measurement => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  layoutShift,
  largestContentfulPaintMs: 2000,
  totalBlockingTimeMs: 300,
  benchmarkIndex: 2000,
  cpuSlowdownMultiplier: 4,
  lighthouseVersion: '13',
  consoleErrors: [],
  failedAudits: [],
  layoutShiftElements: [],
});

describe('missedGoals', () => {
  it('holds the performance score to its goal in the benchmark run', () => {
    expect(missedGoals(measurement(94), { performance: true })).toEqual(['performance 94 < 95']);
  });

  it('reports but does not fail on the performance score in the test run; the load-independent goals still fail it', () => {
    expect(missedGoals(measurement(70), { performance: false })).toEqual([]);
    expect(missedGoals({ ...measurement(70), scores: { ...measurement(70).scores, accessibility: 97 } }, { performance: false })).toEqual([
      'accessibility 97 < 100',
    ]);
    expect(missedGoals(measurement(99, 0.2), { performance: false })).toEqual(['CLS 0.200 > 0.05']);
  });

  it('leaves SEO out for the screens behind the sign-in, which keep search engines out', () => {
    const noindex = { ...measurement(99), scores: { ...measurement(99).scores, seo: 63 } };
    expect(missedGoals(noindex, { performance: false })).toEqual(['seo 63 < 100']);
    expect(missedGoals(noindex, { performance: false, seo: false })).toEqual([]);
  });

  it('holds a screen with its own performance goal to that score and latest largest paint, where performance is gated', () => {
    const phone = (performance: number, largestContentfulPaintMs: number) => ({ ...measurement(performance), largestContentfulPaintMs });
    expect(missedGoals(phone(86, 2400), { performance: true, performanceGoal: backOfficePhoneGoal })).toEqual([]);
    expect(missedGoals(phone(84, 2600), { performance: true, performanceGoal: backOfficePhoneGoal })).toEqual([
      'performance 84 < 85',
      'LCP 2600 ms > 2500 ms',
    ]);
    expect(missedGoals(phone(70, 5000), { performance: false, performanceGoal: backOfficePhoneGoal })).toEqual([]);
  });
});
