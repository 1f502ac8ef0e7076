import { allCalls, matchRoute, type CallDeclaration } from '@bfsm/api-adapter';
import { createTestApp, type TestApp } from '@bfsm/server/test-support/test-app.js';
import { pendingCalls } from './pending-calls.js';

/** The call's address with every parameter filled (numbers fit every parameter's route). */
const addressOf = (call: CallDeclaration) => call.path.replace(/:[A-Za-z0-9_]+\??/g, '1');

/** What the Allow header must name at an address: the methods of every call whose path takes it, HEAD with GET, and OPTIONS. */
function allowedAt(address: string): Set<string> {
  const methods = new Set(['OPTIONS']);
  for (const call of allCalls()) {
    if (matchRoute(call.path, address) === undefined) continue;
    methods.add(call.method);
    if (call.method === 'GET') methods.add('HEAD');
  }
  return methods;
}

const allowOf = (header: unknown) => new Set(String(header).split(/,\s*/));

describe('every address of the contract answers the HTTP methods honestly', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const answered = allCalls().filter((call) => !pendingCalls.includes(`${call.method} ${call.path}`));
  const addresses = [...new Set(answered.map(addressOf))];

  it.each(addresses)('%s: a method it does not take gives 405 with Allow, OPTIONS 204 with Allow', async (address) => {
    const allowed = allowedAt(address);
    const unsupported = ['PUT', 'PATCH', 'DELETE', 'POST', 'GET'].find((method) => !allowed.has(method));
    if (!unsupported) throw new Error(`${address} takes every method`);
    const refused = await t.app.inject({ method: unsupported as 'PUT', url: address });
    expect({ method: unsupported, status: refused.statusCode, error: refused.json().error }).toEqual({
      method: unsupported,
      status: 405,
      error: 'method-not-allowed',
    });
    expect(allowOf(refused.headers.allow)).toEqual(allowed);
    const options = await t.app.inject({ method: 'OPTIONS', url: address });
    expect(options.statusCode).toBe(204);
    expect(allowOf(options.headers.allow)).toEqual(allowed);
  });
});
