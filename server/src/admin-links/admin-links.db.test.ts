import { createUser } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(30_000);

const password = 'passwort-123';

describe('the back-office links Blog and Analytics: GET /webapi/admin-links', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  async function adminOf(env: Record<string, string>) {
    const t = await createTestApp({ env });
    apps.push(t);
    const admin = await createUser(t.db, { kind: 'admin', password });
    return { t, cookie: await signIn(t.app, admin.email, password) };
  }

  it('answers the configured addresses, and null for an unset one', async () => {
    const { t, cookie } = await adminOf({ BLOG_URL: 'https://blog.example.test/', ANALYTICS_URL: '' });
    expect((await t.app.inject({ method: 'GET', url: '/webapi/admin-links', headers: { cookie } })).json()).toEqual({
      blogUrl: 'https://blog.example.test/',
      analyticsUrl: null,
    });
    const customer = await createUser(t.db, { kind: 'classic', password });
    const customerCookie = await signIn(t.app, customer.email, password);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/admin-links', headers: { cookie: customerCookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/admin-links' })).statusCode).toBe(401);
  });

  it('answers both when both are set', async () => {
    const { t, cookie } = await adminOf({ BLOG_URL: 'https://blog.example.test/', ANALYTICS_URL: 'https://matomo.example.test/' });
    expect((await t.app.inject({ method: 'GET', url: '/webapi/admin-links', headers: { cookie } })).json()).toEqual({
      blogUrl: 'https://blog.example.test/',
      analyticsUrl: 'https://matomo.example.test/',
    });
  });
});
