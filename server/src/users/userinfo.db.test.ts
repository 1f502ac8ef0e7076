import { createUser } from '../factories/index.js';
import { createTestApp, signIn, unbuiltApps, type TestApp } from '../test-support/test-app.js';

describe('GET /webapi/userinfo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ staticRoots: unbuiltApps });
  });
  afterAll(() => t.close());

  it('answers 401 to an anonymous visitor', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/webapi/userinfo' });
    expect(response.statusCode).toBe(401);
  });

  it('gives a user their own data, without secrets', async () => {
    const user = await createUser(t.db, {
      kind: 'trial',
      password: 'passwort-123',
      firstName: 'Erika',
      lastName: 'Muster',
      greeting: 'Frau',
    });
    const cookie = await signIn(t.app, user.email, 'passwort-123');
    for (const url of ['/webapi/userinfo', `/webapi/userinfo/${user.id}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        id: user.id,
        email: user.email,
        greeting: 'Frau',
        firstName: 'Erika',
        lastName: 'Muster',
        licenseType: 1,
        adminRights: false,
        roles: [],
      });
      expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
    }
  });

  it("refuses another user's data to a non-admin", async () => {
    const user = await createUser(t.db, { kind: 'classic', password: 'passwort-123' });
    const other = await createUser(t.db, { kind: 'classic' });
    const cookie = await signIn(t.app, user.email, 'passwort-123');
    const response = await t.app.inject({ method: 'GET', url: `/webapi/userinfo/${other.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(403);
    const unknown = await t.app.inject({ method: 'GET', url: '/webapi/userinfo/999999', headers: { cookie } });
    expect(unknown.statusCode).toBe(403);
  });

  it("gives an admin another user's data, and 404 for an unknown id", async () => {
    const admin = await createUser(t.db, { kind: 'admin', password: 'passwort-123' });
    const other = await createUser(t.db, { kind: 'concept', loggedInApp: true });
    const cookie = await signIn(t.app, admin.email, 'passwort-123');
    const response = await t.app.inject({ method: 'GET', url: `/webapi/userinfo/${other.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: other.id, licenseType: 10, loggedInApp: true });
    expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie } })).json()).toMatchObject({
      id: admin.id,
      loggedInApp: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo/999999', headers: { cookie } })).statusCode).toBe(404);
  });

  it('answers an unknown webapi path with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/webapi/gibt-es-nicht' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });

  it('sets the security headers on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
