import { adminOnly, ownerOrAdmin, publicAccess, signedIn } from './access.js';
import { defineCall, defineTokenCall } from './define.js';
import * as desktopCalls from './desktop.js';
import { errorStatus, isPossibleError, isWriteCall, possibleErrors } from './errors.js';
import { allCalls } from './root.js';
import * as z from 'zod/mini';

const token = defineTokenCall('exampleToken', '/webapi/example-token', 'example', signedIn);
const read = defineCall({
  name: 'read',
  method: 'GET',
  path: '/webapi/read',
  access: publicAccess,
  encoding: 'none',
  response: z.object({}),
});
const ownWrite = defineCall({
  name: 'ownWrite',
  method: 'POST',
  path: '/webapi/own/:userId',
  access: ownerOrAdmin('own-account', 'userId'),
  encoding: 'form',
  params: z.object({ userId: z.number() }),
  body: z.object({ _token: z.string() }),
  response: z.object({}),
  token: { call: token, field: 'body._token' },
  errors: ['invalid-credentials'],
});
const toggle = defineCall({
  name: 'toggle',
  method: 'GET',
  path: '/webapi/toggle',
  access: adminOnly,
  encoding: 'none',
  query: z.object({ token: z.string() }),
  response: z.object({}),
  token: { call: token, field: 'query.token' },
});

describe('possible errors of a call', () => {
  it('lets a public read answer only what any request can', () => {
    expect([...possibleErrors(read)].sort()).toEqual([
      'bad-request',
      'payload-too-large',
      'service-unavailable',
      'too-many-attempts',
      'unsupported-media-type',
      'uri-too-long',
    ]);
  });

  it('derives the access, origin, token, input and consent errors from the declaration', () => {
    expect([...possibleErrors(ownWrite)].sort()).toEqual(
      [
        'bad-request',
        'forbidden',
        'invalid-credentials',
        'invalid-input',
        'invalid-origin',
        'invalid-token',
        'not-found',
        'payload-too-large',
        'second-factor-required',
        'service-unavailable',
        'terms-consent',
        'too-many-attempts',
        'unauthorized',
        'unsupported-media-type',
        'uri-too-long',
      ].sort(),
    );
  });

  it('lets every call that starts a session refuse an unconfirmed address and answer that a code is awaited', () => {
    const starting = allCalls().filter((call) => call.startsSession);
    expect(starting.length).toBeGreaterThan(0);
    for (const call of starting) {
      expect(possibleErrors(call).has('email-not-confirmed')).toBe(true);
      expect(call.response.safeParse({ success: true, secondFactor: true }).success).toBe(true);
    }
    expect(possibleErrors(read).has('email-not-confirmed')).toBe(false);
  });

  it("lets every device call answer a replaced device's token, and the update check refuse a customer's device the Nightly (no second factor: a device has no session)", () => {
    const update = possibleErrors(desktopCalls.checkForUpdate);
    expect([update.has('device-replaced'), update.has('forbidden'), update.has('second-factor-required')]).toEqual([true, true, false]);
    expect(possibleErrors(desktopCalls.refreshLicense).has('device-replaced')).toBe(true);
    expect(possibleErrors(desktopCalls.activateDevice).has('device-replaced')).toBe(false);
  });

  it('treats a GET that carries an action token as a write: consent and a foreign origin apply', () => {
    expect(isWriteCall(toggle)).toBe(true);
    expect(isWriteCall(read)).toBe(false);
    expect(possibleErrors(toggle).has('terms-consent')).toBe(true);
    expect(possibleErrors(toggle).has('invalid-origin')).toBe(true);
    expect(possibleErrors(read).has('invalid-origin')).toBe(false);
  });

  it('accepts a declared code only with its one status', () => {
    expect(isPossibleError(ownWrite, 400, 'invalid-credentials')).toBe(true);
    expect(isPossibleError(ownWrite, 401, 'invalid-credentials')).toBe(false);
    expect(isPossibleError(read, 401, 'unauthorized')).toBe(false);
    expect(isPossibleError(read, 400, 'no-such-code')).toBe(false);
  });

  it('gives every catalogued code a 4xx status, but the unreachable database its 503', () => {
    for (const [code, status] of Object.entries(errorStatus)) expect(status >= 400 && status < 500).toBe(code !== 'service-unavailable');
    expect(errorStatus['service-unavailable']).toBe(503);
  });
});

describe('access declarations of the root contract', () => {
  const paramsOf = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);

  it('gives every call a role', () => {
    for (const call of allCalls())
      expect({ call: call.name, role: ['public', 'user', 'admin', 'device'].includes(call.access.role) }).toEqual({
        call: call.name,
        role: true,
      });
  });

  it('names a path parameter of the call in every object policy, and only for signed-in calls', () => {
    for (const call of allCalls()) {
      if (!call.access.object) continue;
      expect({ call: call.name, role: call.access.role, param: paramsOf(call.path).includes(call.access.object.param) }).toEqual({
        call: call.name,
        role: 'user',
        param: true,
      });
    }
  });
});
