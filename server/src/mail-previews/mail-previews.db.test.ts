import { mailSlugs } from '@bfsm/api-adapter';
import { createUser } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(30_000);

const password = 'passwort-123';

describe('mail previews: GET /webapi/email-debug-output/{slug}', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example.test', PRODUCT_NAME: 'Matrix Pro' } });
    const admin = await createUser(t.db, { kind: 'admin', password });
    cookie = await signIn(t.app, admin.email, password);
  });
  afterAll(() => t.close());

  const preview = (slug: string, as = cookie) =>
    t.app.inject({ method: 'GET', url: `/webapi/email-debug-output/${slug}`, headers: { cookie: as } });

  it.each(mailSlugs)('renders %s with sample data as HTML and text, titled by its subject', async (slug) => {
    const body = (await preview(slug)).json();
    expect(body.title.length).toBeGreaterThan(3);
    expect(body.content).toMatch(/^<!doctype html>/i);
    expect(body.content).toContain(body.title.replaceAll('&', '&amp;'));
    expect(body.content).toContain('Matrix Pro');
    expect(body.text).toContain(body.title);
    expect(body.text).not.toContain('<');
  });

  it('links into the configured portal', async () => {
    expect((await preview('register')).json().content).toContain('https://portal.example.test/confirm-mail/');
  });

  it('refuses unknown slugs, customers and anonymous visitors', async () => {
    expect((await preview('gibt-es-nicht')).statusCode).toBe(400);
    const customer = await createUser(t.db, { kind: 'classic', password });
    expect((await preview('welcome', await signIn(t.app, customer.email, password))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/email-debug-output/welcome' })).statusCode).toBe(401);
  });
});
