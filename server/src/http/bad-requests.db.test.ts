import type { InjectOptions } from 'fastify';
import { texts } from '@bfsm/api-adapter';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { formHeaders } from '../test-support/webapi.js';

const form = (payload: string): InjectOptions => ({ method: 'POST', url: '/check-login', headers: formHeaders(), payload });
const json = (payload: string): InjectOptions => ({
  method: 'POST',
  url: '/check-login',
  headers: { 'content-type': 'application/json' },
  payload,
});
const multipart = (boundary: string | undefined, payload: string): InjectOptions => ({
  method: 'POST',
  url: '/webapi/register',
  headers: { 'content-type': boundary === undefined ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}` },
  payload,
});

/** A multipart body whose first part has no Content-Disposition, so the parser skips it. */
function withUnnamedPart(size: number): string {
  return `--b\r\nContent-Type: image/png\r\n\r\n${'a'.repeat(size)}\r\n--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--b--\r\n`;
}

describe('bad requests get a refusal in the one error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each<[string, InjectOptions, number]>([
    // Fastify answers these before any route is found, in its own English shape unless told otherwise.
    ['a broken escape in the path', { method: 'GET', url: '/webapi/pages/%zz' }, 400],
    ['overlong UTF-8 in the path', { method: 'GET', url: '/webapi/pages/%C0%AF' }, 400],
    ['a path parameter over the length limit', { method: 'GET', url: `/webapi/pages/${'x'.repeat(101)}` }, 414],
    ['JSON that does not parse', json('{'), 400],
    ['an empty JSON body', json(''), 400],
    ['JSON with a prototype key', json('{"__proto__":{"x":1}}'), 400],
    ['a content type that no call takes', { ...form('a=b'), headers: { 'content-type': 'application/xml' } }, 415],
    // Only the calls that take multipart bodies read them (decision 026 addendum).
    [
      'a multipart body to a call that takes a form',
      { ...form('--b--\r\n'), headers: { 'content-type': 'multipart/form-data; boundary=b' } },
      415,
    ],
    ['multipart without a boundary', multipart(undefined, '--b--\r\n'), 400],
    ['multipart that ends in the middle of a part', multipart('b', '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny'), 400],
    // PostgreSQL text cannot hold NUL: the query would fail in the database.
    ['a NUL character in a field', form('username=a%00b&password=x'), 400],
  ])('%s', async (_case, request, status) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: expect.any(String), message: texts.errors.invalidInput });
  });

  it('answers a multipart body with a large part that has no Content-Disposition', async () => {
    const response = await t.app.inject(multipart('b', withUnnamedPart(100_000)));
    // Read to the end: the token check is what refuses it.
    expect(response.json()).toMatchObject({ error: 'invalid-token' });
  });

  it('answers such a body over a real socket too, where it arrives in chunks', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/webapi/register`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: withUnnamedPart(5_000_000),
    });
    expect(await response.json()).toMatchObject({ error: 'invalid-token' });
  });
});
