import { spawnSync } from 'node:child_process';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { formHeaders } from '../test-support/webapi.js';

// Debian's `prometheus` package brings promtool; CI installs it and sets REQUIRE_PROMTOOL.
const promtoolAvailable = !spawnSync('promtool', ['--version']).error;
if (!promtoolAvailable && process.env.REQUIRE_PROMTOOL) {
  throw new Error('REQUIRE_PROMTOOL ist gesetzt, aber promtool fehlt: apt-get install prometheus');
}
if (!promtoolAvailable) {
  console.warn(
    'promtool-Prüfung von /metrics übersprungen: promtool fehlt. Installieren mit "apt-get install prometheus" (Debian-Paket prometheus).',
  );
}
const withPromtool = promtoolAvailable ? it : it.skip;

describe('/metrics as Prometheus expects it', () => {
  let t: TestApp;
  let body: string;
  beforeAll(async () => {
    t = await createTestApp();
    // Some series with labels, so that every kind of line is in the scrape.
    await t.app.inject('/webapi/menuinfo');
    await t.app.inject({
      method: 'POST',
      url: '/check-login',
      payload: 'username=niemand%40metrics.test&password=falsch',
      headers: formHeaders(),
    });
    body = (await t.app.inject('/metrics')).body;
  });
  afterAll(() => t.close());

  it('names only counters *_total, and keeps the gauges by type that the totals summed', () => {
    const types = new Map([...body.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((match) => [match[1] as string, match[2] as string]));
    expect(types.size).toBeGreaterThan(20);
    expect([...types].filter(([name, type]) => name.endsWith('_total') && type !== 'counter')).toEqual([]);
    expect(types.get('nodejs_active_handles')).toBe('gauge');
    expect(types.get('portal_sign_ins_total')).toBe('counter');
  });

  withPromtool('passes promtool check metrics', () => {
    const check = spawnSync('promtool', ['check', 'metrics'], { input: body, encoding: 'utf8' });
    expect({ status: check.status, problems: `${check.stdout}${check.stderr}`.trim() }).toEqual({ status: 0, problems: '' });
  });
});
