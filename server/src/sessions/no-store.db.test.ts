import type { InjectOptions } from 'fastify';
import { createUser } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { formRequest } from '../test-support/webapi.js';

describe('answers that depend on the session are never stored', () => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp();
    email = (await createUser(t.db, { kind: 'trial', password: 'richtig-123' })).email;
  });
  afterAll(() => t.close());

  const answerTo = async (request: InjectOptions, cookie?: string) => {
    const response = await t.app.inject({ ...request, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } });
    return { status: response.statusCode, cacheControl: response.headers['cache-control'] };
  };

  it.each<[string, InjectOptions, number]>([
    ['userinfo', { method: 'GET', url: '/webapi/userinfo' }, 401],
    ['menuinfo', { method: 'GET', url: '/webapi/menuinfo' }, 200],
    ['a token call', { method: 'GET', url: '/webapi/register-token' }, 200],
    ['a plain token call', { method: 'GET', url: '/webapi/set-new-password-forgotten-token' }, 200],
    ['the captcha challenge', { method: 'GET', url: '/webapi/captcha/challenge' }, 200],
    [
      'a refused check-login',
      { method: 'POST', url: '/check-login', ...formRequest({ username: 'niemand@example.test', password: 'falsch-123' }) },
      400,
    ],
    ['logout', { method: 'GET', url: '/logout?token=x' }, 302],
    ['a content page', { method: 'GET', url: '/webapi/pages/impressum' }, 200],
  ])('anonymous: %s answers with no-store', async (_name, request, status) => {
    expect(await answerTo(request)).toEqual({ status, cacheControl: 'no-store' });
  });

  it.each<[string, InjectOptions, number]>([
    ['userinfo', { method: 'GET', url: '/webapi/userinfo' }, 200],
    ['userinfo through an encoded address', { method: 'GET', url: '/%77ebapi/userinfo' }, 200],
    ['menuinfo', { method: 'GET', url: '/webapi/menuinfo' }, 200],
    ['a token call', { method: 'GET', url: '/webapi/userDetailsToken' }, 200],
    ['a token call before sign-in', { method: 'GET', url: '/webapi/register-token' }, 200],
    ['an admin call refused', { method: 'GET', url: '/webapi/admin/users/all' }, 403],
  ])('signed in: %s answers with no-store', async (_name, request, status) => {
    const cookie = await signIn(t.app, email, 'richtig-123');
    expect(await answerTo(request, cookie)).toEqual({ status, cacheControl: 'no-store' });
  });

  it('check-login that signs in and the logout link answer with no-store', async () => {
    expect(await answerTo({ method: 'POST', url: '/check-login', ...formRequest({ username: email, password: 'richtig-123' }) })).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
    const cookie = await signIn(t.app, email, 'richtig-123');
    const { logoutUrl } = (await t.app.inject({ method: 'GET', url: '/webapi/menuinfo', headers: { cookie } })).json<{
      logoutUrl: string;
    }>();
    expect(await answerTo({ method: 'GET', url: logoutUrl }, cookie)).toEqual({ status: 302, cacheControl: 'no-store' });
    expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie } })).statusCode).toBe(401);
  });
});
