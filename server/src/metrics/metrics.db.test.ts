import { createUser } from '../factories/index.js';
import { startSmtpSink, sentTo, type SmtpSink } from '../mail/test-support/smtp-sink.js';
import { testDatabaseServer } from '../db/test-support/test-database-server.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { formRequest } from '../test-support/webapi.js';

const token = 'ein-langes-geheimes-token-fuer-prometheus';

describe('metrics', () => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url, METRICS_TOKEN: token, LOGIN_MAX_FAILURES: '2' } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const scrape = async () => {
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  /** The value of one series, e.g. `portal_sign_ins_total{outcome="success"}`. */
  const valueOf = (text: string, series: string) => {
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };
  const checkLogin = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/check-login',
      ...formRequest({ username, password }),
    });

  it('answers in Prometheus text format, uncached', async () => {
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE process_cpu_seconds_total counter');
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    await t.app.inject('/webapi/menuinfo');
    await t.app.inject('/webapi/pages/impressum');
    await t.app.inject('/webapi/pages/gibt-es-nicht');
    const text = await scrape();
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/webapi/menuinfo",status="200"}')).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/webapi/pages/:slug",status="200"}')).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/webapi/pages/:slug",status="400"}')).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_bucket{le="10",method="GET",route="/webapi/menuinfo",status="200"}')).toBe(1);
  });

  it('counts sign-in outcomes and shows the locks in force', async () => {
    await createUser(t.db, { kind: 'classic', email: 'gezaehlt@metrics.test' });
    await signIn(t.app, 'gezaehlt@metrics.test', 'Passwort123!');
    await checkLogin('gesperrt@metrics.test', 'falsch');
    await checkLogin('gesperrt@metrics.test', 'falsch');
    await checkLogin('gesperrt@metrics.test', 'falsch');
    const text = await scrape();
    expect(valueOf(text, 'portal_sign_ins_total{outcome="success"}')).toBe(1);
    expect(valueOf(text, 'portal_sign_ins_total{outcome="invalid-credentials"}')).toBe(2);
    expect(valueOf(text, 'portal_sign_ins_total{outcome="too-many-attempts"}')).toBe(1);
    expect(valueOf(text, 'portal_login_locks{scope="account"}')).toBe(1);
    expect(valueOf(text, 'portal_login_locks{scope="address"}')).toBe(0);
  });

  it('counts mails queued and sent and shows those waiting', async () => {
    await createUser(t.db, { kind: 'classic', email: 'unbestaetigt@metrics.test', emailConfirmed: false });
    expect((await checkLogin('unbestaetigt@metrics.test', 'Passwort123!')).statusCode).toBe(403);
    await sink.waitFor(sentTo('unbestaetigt@metrics.test'));
    await t.db
      .insertInto('outgoing_mails')
      .values({
        slug: 'welcome',
        to_address: 'spaeter@metrics.test',
        subject: 'Später',
        html: '',
        text_body: '',
        next_attempt_at: new Date(Date.now() + 3_600_000),
      })
      .execute();

    // Sent is counted once the queue row says so, just after the mail server took the mail: when the mailer is idle.
    await t.app.accountRequestsSettled();
    const text = await scrape();
    expect(valueOf(text, 'portal_mails_sent_total')).toBe(1);
    expect(valueOf(text, 'portal_mails_queued_total')).toBe(1);
    expect(valueOf(text, 'portal_mails_waiting')).toBe(1);
    expect(text).toContain('# TYPE portal_mails_failed_total counter');
    expect(text).toContain('# TYPE portal_job_runs_total counter');
  });

  const onPostgres = testDatabaseServer() ? it : it.skip;
  onPostgres('shows the use of the PostgreSQL connection pool', async () => {
    const text = await scrape();
    expect(valueOf(text, 'portal_db_pool_connections{state="max"}')).toBe(5);
    expect(valueOf(text, 'portal_db_pool_waiting')).toBe(0);
  });

  describe('who may read them', () => {
    const status = async (options: { remoteAddress?: string; headers?: Record<string, string> }) =>
      (await t.app.inject({ url: '/metrics', ...options })).statusCode;

    it('lets loopback in and refuses other addresses', async () => {
      expect(await status({ remoteAddress: '127.0.0.1' })).toBe(200);
      expect(await status({ remoteAddress: '::1' })).toBe(200);
      expect(await status({ remoteAddress: '10.1.2.3' })).toBe(403);
    });

    it('refuses a request that came through a proxy, even on loopback, unless it has the token', async () => {
      expect(await status({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } })).toBe(403);
      expect(
        await status({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${token}` } }),
      ).toBe(200);
    });

    it('lets anyone in with the bearer token, and nobody with a wrong one', async () => {
      expect(await status({ remoteAddress: '10.1.2.3', headers: { authorization: `Bearer ${token}` } })).toBe(200);
      expect(await status({ remoteAddress: '10.1.2.3', headers: { authorization: `Bearer ${token}x` } })).toBe(403);
      expect(await status({ remoteAddress: '10.1.2.3', headers: { authorization: token } })).toBe(403);
    });
  });
});

describe("metrics from the operator's addresses", () => {
  it('lets in the addresses of METRICS_ALLOW only', async () => {
    const t = await createTestApp({ env: { METRICS_ALLOW: '10.0.0.0/8' } });
    try {
      expect((await t.app.inject({ url: '/metrics', remoteAddress: '10.200.0.1' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});
