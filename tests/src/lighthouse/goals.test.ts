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

  it('holds the back-office on a phone to its latest largest paint and most blocking time, not to a score, where performance is gated', () => {
    const phone = (performance: number, largestContentfulPaintMs: number, totalBlockingTimeMs: number) => ({
      ...measurement(performance),
      largestContentfulPaintMs,
      totalBlockingTimeMs,
    });
    expect(missedGoals(phone(78, 3900, 700), { performance: true, performanceGoal: backOfficePhoneGoal })).toEqual([]);
    expect(missedGoals(phone(78, 4100, 900), { performance: true, performanceGoal: backOfficePhoneGoal })).toEqual([
      'LCP 4100 ms > 4000 ms',
      'TBT 900 ms > 800 ms',
    ]);
    expect(missedGoals(phone(60, 5000, 1500), { performance: false, performanceGoal: backOfficePhoneGoal })).toEqual([]);
  });
});
