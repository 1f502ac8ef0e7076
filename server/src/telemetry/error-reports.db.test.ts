import { createTestApp, unbuiltApps, type TestApp } from '../test-support/test-app.js';
import { itemsOf, startFakeSentry, type FakeSentry } from './test-support/fake-sentry.js';
import { envelope, errorEvent } from './test-support/envelopes.js';

const secret = 'GeHeim-9f8e7d6c5b4a3210zyx';

describe('error reports through the tunnel to Sentry', () => {
  let sentry: FakeSentry;
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    sentry = await startFakeSentry();
    t = await createTestApp({ env: { SENTRY_DSN: sentry.dsn, ERROR_REPORTS_PER_MINUTE: '4' } });
    origin = new URL(t.config.publicUrl).origin;
  });
  afterAll(async () => {
    await t.close();
    await sentry.close();
  });
  beforeEach(() => {
    sentry.envelopes.length = 0;
  });

  let nextAddress = 1;
  /** Posts an envelope as the SDK does (text/plain, from the portal's page); each test from its own address unless it names one. */
  const post = (body: string, options: { contentType?: string; origin?: string; remoteAddress?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/webapi/error-reports',
      remoteAddress: options.remoteAddress ?? `198.51.100.${nextAddress++}`,
      headers: { 'content-type': options.contentType ?? 'text/plain;charset=UTF-8', origin: options.origin ?? origin },
      payload: body,
    });

  it('hands the apps the DSN of the operator, and no analytics without MATOMO_URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/webapi/telemetry-settings' });
    expect(response.json()).toEqual({ errorReporting: { dsn: sentry.dsn }, analytics: null });
  });

  it.each(['text/plain;charset=UTF-8', 'application/x-sentry-envelope'])(
    'forwards an envelope sent as %s to the project of SENTRY_DSN',
    async (contentType) => {
      const response = await post(envelope(sentry.dsn, [errorEvent()]), { contentType });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });

      expect(sentry.envelopes).toHaveLength(1);
      const [received] = sentry.envelopes;
      expect(received?.url).toMatch(/^\/api\/4711\/envelope\/\?/);
      expect(new URLSearchParams(received?.url.split('?')[1]).get('sentry_key')).toBe('c0ffee0123456789abcdef0123456789');
      expect(received?.contentType).toBe('application/x-sentry-envelope');
      expect(received?.lines[0]).toMatchObject({ dsn: sentry.dsn });
      expect(itemsOf(received!, 'event')[0]).toMatchObject({ environment: 'production', exception: { values: [{ type: 'TypeError' }] } });
    },
  );

  it('refuses an envelope for another Sentry project, or for none, and forwards nothing', async () => {
    for (const dsn of [
      'http://c0ffee0123456789abcdef0123456789@127.0.0.1:1/4711',
      `${sentry.dsn.replace('/4711', '/4712')}`,
      'https://fremd@sentry.example/1',
      undefined,
    ]) {
      const response = await post(envelope(dsn, [errorEvent()]));
      expect({ dsn, status: response.statusCode, error: response.json().error }).toEqual({ dsn, status: 403, error: 'forbidden' });
    }
    expect(sentry.envelopes).toEqual([]);
  });

  it('refuses what is not an envelope', async () => {
    for (const body of ['kein json', '[1,2]\n{"type":"event"}\n{}', `{"dsn":"${sentry.dsn}"}\n{"kein":"typ"}\n{}`]) {
      const response = await post(body);
      expect({ body, status: response.statusCode, error: response.json().error }).toEqual({ body, status: 400, error: 'invalid-input' });
    }
    expect(sentry.envelopes).toEqual([]);
  });

  it('refuses an envelope larger than 200 KB before reading it whole', async () => {
    const large = envelope(sentry.dsn, [errorEvent({ extra: { filler: 'x'.repeat(210 * 1024) } })]);
    const response = await post(large);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('payload-too-large');
    expect(sentry.envelopes).toEqual([]);
  });

  it('refuses an envelope posted by a page of another origin', async () => {
    const response = await post(envelope(sentry.dsn, [errorEvent()]), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('invalid-origin');
    expect(sentry.envelopes).toEqual([]);
  });

  it('takes ERROR_REPORTS_PER_MINUTE envelopes per address and minute, and still those of other addresses', async () => {
    const statuses = [];
    for (let n = 0; n < 5; n += 1)
      statuses.push((await post(envelope(sentry.dsn, [errorEvent()]), { remoteAddress: '203.0.113.50' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await post(envelope(sentry.dsn, [errorEvent()]), { remoteAddress: '203.0.113.51' })).statusCode).toBe(200);
    expect(sentry.envelopes).toHaveLength(5);
  });

  it('forwards no password, token, code or session id, and no attachment', async () => {
    const event = errorEvent({
      request: {
        url: `http://localhost:3000/confirm-mail/12-${secret}`,
        headers: { Cookie: `bfsm_session=${secret}`, Referer: `http://localhost:3000/logout?token=${secret}` },
      },
      breadcrumbs: [
        { category: 'fetch', data: { method: 'POST', url: `/webapi/confirm-forgotten-password/12-${secret}` } },
        { category: 'ui.input', data: { password: secret } },
      ],
      extra: { formToken: secret, sessionId: secret },
    });
    const attachment: [Record<string, unknown>, string] = [{ type: 'attachment', filename: 'screen.txt', length: secret.length }, secret];
    const transaction: [Record<string, unknown>, Record<string, unknown>] = [
      { type: 'transaction' },
      { transaction: `/invitation/5/${secret}`, contexts: { trace: { op: 'pageload' } } },
    ];
    const spans: [Record<string, unknown>, Record<string, unknown>] = [
      { type: 'span', item_count: 1, content_type: 'application/vnd.sentry.items.span.v2+json' },
      {
        version: 2,
        items: [
          {
            name: 'Pageload',
            is_segment: true,
            attributes: {
              'url.full': { value: `http://localhost:3000/confirm-mail/12-${secret}`, type: 'string' },
              'http.request.header.cookie': { value: `bfsm_session=${secret}`, type: 'string' },
            },
          },
        ],
      },
    ];
    const body = envelope(sentry.dsn, [event, attachment, transaction, spans], {
      trace: { transaction: `/confirm-mail/12-${secret}`, public_key: 'c0ffee' },
    });
    expect(body).toContain(secret);

    expect((await post(body)).statusCode).toBe(200);
    const [received] = sentry.envelopes;
    expect(received?.body).not.toContain(secret);
    expect(received?.lines.filter((line) => (line as { type?: string }).type === 'attachment')).toEqual([]);
    expect(itemsOf(received!, 'event')[0]).toMatchObject({
      request: { url: 'http://localhost:3000/confirm-mail/[Filtered]', headers: { Cookie: '[Filtered]' } },
    });
    expect(itemsOf(received!, 'transaction')[0]).toMatchObject({ transaction: '/invitation/5/[Filtered]' });
    expect(itemsOf(received!, 'span')[0]).toMatchObject({
      items: [
        {
          attributes: {
            'url.full': { value: 'http://localhost:3000/confirm-mail/[Filtered]' },
            'http.request.header.cookie': '[Filtered]',
          },
        },
      ],
    });
  });

  it('reads an item the SDK sent with a byte length', async () => {
    const payload = JSON.stringify({ ...errorEvent()[1], message: 'Größe in Bytes, nicht in Zeichen' });
    const body = `${JSON.stringify({ dsn: sentry.dsn })}\n${JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) })}\n${payload}\n`;
    expect((await post(body)).statusCode).toBe(200);
    expect(itemsOf(sentry.envelopes[0]!, 'event')[0]).toMatchObject({ message: 'Größe in Bytes, nicht in Zeichen' });
  });
});

describe('analytics settings and the content security policy', () => {
  it('admits no tracker origin without MATOMO_URL', async () => {
    const t = await createTestApp({ staticRoots: unbuiltApps });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/webapi/telemetry-settings' });
      expect(response.json().analytics).toBeNull();
      const page = await t.app.inject({ method: 'GET', url: '/login' });
      expect(String(page.headers['content-security-policy'])).toContain("script-src 'self';");
      expect(String(page.headers['content-security-policy'])).toContain("connect-src 'self';");
    } finally {
      await t.close();
    }
  });

  it('hands out the tracker with site id 11 and dimension 1 by default, and admits its origin on customer pages only', async () => {
    const t = await createTestApp({ env: { MATOMO_URL: 'https://statistik.example.test/matomo' }, staticRoots: unbuiltApps });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/webapi/telemetry-settings' });
      expect(response.json().analytics).toEqual({
        trackerUrl: 'https://statistik.example.test/matomo/',
        siteId: 11,
        colourSchemeDimension: 1,
      });
      const policy = String((await t.app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy']);
      for (const directive of ['script-src', 'connect-src', 'img-src'])
        expect(policy).toMatch(new RegExp(`${directive} [^;]*https://statistik\\.example\\.test(;|$)`));
      const adminPolicy = String((await t.app.inject({ method: 'GET', url: '/admin' })).headers['content-security-policy']);
      expect(adminPolicy).not.toContain('statistik.example.test');
    } finally {
      await t.close();
    }
  });

  it('takes site and dimension from MATOMO_SITE_ID and MATOMO_DIMENSION_ID', async () => {
    const t = await createTestApp({
      env: { MATOMO_URL: 'https://statistik.example.test/', MATOMO_SITE_ID: '3', MATOMO_DIMENSION_ID: '7' },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/webapi/telemetry-settings' });
      expect(response.json().analytics).toEqual({ trackerUrl: 'https://statistik.example.test/', siteId: 3, colourSchemeDimension: 7 });
    } finally {
      await t.close();
    }
  });
});
