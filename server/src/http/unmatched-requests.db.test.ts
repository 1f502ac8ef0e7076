import { texts } from '@bfsm/api-adapter';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { serverTexts } from './server-texts.js';

describe('requests that no route answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a known address with a method it does not take 405, naming the methods it takes', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/webapi/userinfo' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(response.json()).toEqual({ error: 'method-not-allowed', message: serverTexts.methodNotAllowed });
    const write = await t.app.inject({ method: 'GET', url: '/check-login' });
    expect(write.statusCode).toBe(405);
    expect(write.headers.allow).toBe('POST, OPTIONS');
  });

  it('matches the address as the router does: parameters, a query, a trailing slash', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/webapi/userinfo/?x=1' })).headers.allow).toBe('GET, HEAD, OPTIONS');
    expect((await t.app.inject({ method: 'PATCH', url: '/webapi/admin/users/all' })).headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('answers OPTIONS on a known address 204 with Allow and without any CORS header', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/webapi/userinfo',
      headers: { origin: 'https://fremd.example', 'access-control-request-method': 'PUT' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(response.body).toBe('');
    expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('answers an unknown address 404 in the one error shape, for OPTIONS too', async () => {
    for (const [method, url] of [
      ['GET', '/webapi/gibt-es-nicht'],
      ['OPTIONS', '/webapi/gibt-es-nicht'],
      ['GET', '/api/desktop/v1/gibt-es-nicht'],
      ['PUT', '/gibt-es-nicht'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
      expect(response.json()).toEqual({ error: 'not-found', message: texts.errors.notFound });
      expect(response.headers.allow).toBeUndefined();
    }
  });

  it('answers a missing file under a route that takes the method 404, not 405', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.app.inject({ method, url: '/uploads/gibt-es-nicht/teaser.jpg' });
      expect({ method, status: response.statusCode, allow: response.headers.allow }).toEqual({ method, status: 404, allow: undefined });
    }
    expect((await t.app.inject({ method: 'POST', url: '/uploads/gibt-es-nicht/teaser.jpg' })).statusCode).toBe(405);
  });
});
