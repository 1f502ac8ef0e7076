import { createTestApp, unbuiltApps, type TestApp } from '../test-support/test-app.js';

function imageSources(csp: string): string | undefined {
  return csp.split('; ').find((directive) => directive.startsWith('img-src'));
}

describe('Content-Security-Policy img-src', () => {
  let apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.map((t) => t.close()));
    apps = [];
  });

  async function policiesOf(env: Record<string, string>): Promise<string[]> {
    const t = await createTestApp({ env, staticRoots: unbuiltApps });
    apps.push(t);
    // A customer page and an admin page (without built apps their 503 carries the pages' headers all the same).
    const answers = await Promise.all(['/login', '/admin/users'].map((url) => t.app.inject({ method: 'GET', url })));
    return answers.map((answer) => String(answer.headers['content-security-policy']));
  }

  it('allows images only from our own origin and data: by default, not from every https: host', async () => {
    for (const csp of await policiesOf({})) expect(imageSources(csp)).toBe("img-src 'self' data:");
  });

  it('adds the origins the operator configures', async () => {
    for (const csp of await policiesOf({ CSP_IMG_ORIGINS: 'https://bilder.example.de,https://cdn.example.com' })) {
      expect(imageSources(csp)).toBe("img-src 'self' data: https://bilder.example.de https://cdn.example.com");
    }
  });
});

describe('security headers of JSON answers', () => {
  it('give a JSON answer the API set: nothing may load or frame it, and the page-only headers stay off', async () => {
    const t = await createTestApp();
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/webapi/menuinfo' });
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
      for (const pageOnly of ['referrer-policy', 'cross-origin-opener-policy', 'permissions-policy'])
        expect(answer.headers[pageOnly]).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('give the same set to a multipart call, whose route lives in a scope of its own (contractRoute)', async () => {
    const t = await createTestApp();
    try {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/webapi/register',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        payload: '--b--\r\n',
      });
      expect(answer.json()).toMatchObject({ error: 'invalid-token' });
      expect(answer.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cache-control': 'no-store',
      });
      expect(answer.headers['x-request-id']).toEqual(expect.any(String));
    } finally {
      await t.close();
    }
  });
});
