import { createTestApp, type TestApp } from '../test-support/test-app.js';

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
    const t = await createTestApp({ env });
    apps.push(t);
    const answers = await Promise.all(['/webapi/menuinfo', '/admin/users'].map((url) => t.app.inject({ method: 'GET', url })));
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
