import { createUser } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';

describe('the session follows the route, not the raw address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    '/%77ebapi/register-token',
    '/webapi/%72egister-token',
    '/%77ebapi/forgotten-password-token',
    '/%77ebapi/set-new-password-forgotten-token',
  ])('a link to %s keeps the signed-in session and its cookie', async (url) => {
    const user = await createUser(t.db, { kind: 'classic', password: 'richtig-123' });
    const cookie = await signIn(t.app, user.email, 'richtig-123');

    const token = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(token.statusCode).toBe(200);
    expect(token.headers['set-cookie']).toBeUndefined();
    const userinfo = await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie } });
    expect(userinfo.statusCode).toBe(200);
    expect(userinfo.json()).toMatchObject({ email: user.email });
  });
});
