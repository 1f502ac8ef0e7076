import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { allCalls, apiErrorBody, tokenAnswer, type CallDeclaration, type TokenCallDeclaration } from '@bfsm/api-adapter';
import { createTestApp, sessionCookieOf, type TestApp } from '@bfsm/server/test-support/test-app.js';
import { pendingCalls } from '../contract/pending-calls.js';
import { badRequests, type BadRequestPlan } from './fuzz/bad-request.js';
import { needsInput, pathParams, poisonOf, validPathParams } from './fuzz/call-shape.js';
import { snapshotDatabase } from './database-snapshot.js';
import { activatedDeviceToken, signedInAdmin } from './security-actors.js';

/**
 * Bad input never breaks the server: every call it answers gets generated junk (broken escapes,
 * huge and out-of-range values, prototype keys, deep brackets, invalid UTF-8, wrong and broken
 * content types, duplicate keys) in every role that reaches deep code. Each answer must be a
 * refusal in the one error shape, and no data may change.
 */

/** Fixed, so that a failure comes back on every run; fast-check prints the failing request. */
const seed = 1_301;
const runsPerRole = 100;
/** A request that never gets an answer is a failure too; this names it instead of the test's timeout. */
const answerWithinMs = 10_000;

const routeKey = (route: { method: string; path?: string; url?: string }) => `${route.method} ${route.path ?? route.url}`;
const answeredCalls = allCalls().filter((call) => !pendingCalls.includes(routeKey(call)));

interface Role {
  name: string;
  cookie?: string;
  /** The desktop API's device calls: the bearer token of an activated device. */
  authorization?: string;
  plan: BadRequestPlan;
}

describe('bad input never breaks the server', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  let deviceToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    // Before any junk, since fuzzing the activation uses up the address's sign-in attempts; and
    // before the admin, whose id the real-parameter role names for every id: no device has it.
    deviceToken = await activatedDeviceToken(t, 'fuzz-fingerprint-0001');
    admin = await signedInAdmin(t);
    const devices = await t.db.selectFrom('devices').select('id').execute();
    if (devices.some((device) => device.id === admin.id)) throw new Error('the fuzz device shares its id with the admin');
  });
  afterAll(() => t.close());

  it('fuzzes every call of the contract that the server answers', () => {
    const routes = new Set(t.app.routeTable.map(routeKey));
    expect(
      allCalls()
        .map(routeKey)
        .filter((route) => routes.has(route))
        .sort(),
    ).toEqual(answeredCalls.map(routeKey).sort());
  });

  it.each(answeredCalls.map((call) => [routeKey(call), call] as const))('%s', async (_route, call) => {
    const roles = await rolesFor(call);
    // Mails already queued (the activation's 'Neues Gerät aktiviert', a sign-in alert) are sent in
    // the background and would change the tables in the middle of a call's run: settle them first.
    await t.app.accountRequestsSettled();
    const before = await snapshotDatabase(t.db);
    for (const role of roles) {
      const property = fc.asyncProperty(badRequests(role.plan), async (request) =>
        checkAnswer(call, role, await t.app.inject(request.inject(role.cookie, role.authorization))),
      );
      await fc.assert(property, { seed, numRuns: runsPerRole, timeout: answerWithinMs });
    }
    // What junk set off in the background (a mail) counts as a change too.
    await t.app.accountRequestsSettled();
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  /**
   * Anonymous and a signed-in admin; for write calls also with a valid token (anonymous only where
   * the token call answers anonymous callers), so the junk gets past the token check; and, where
   * the path takes known values, with real path parameters and a poisoned field, so the junk gets
   * past the path into the validation of query and body.
   */
  async function rolesFor(call: CallDeclaration): Promise<Role[]> {
    const roles: Role[] = [
      { name: 'anonymous', plan: { call } },
      { name: 'admin', cookie: admin.cookie, plan: { call } },
    ];
    // Device calls refuse every session: only a device's own token gets the junk to their body.
    if (call.access.role === 'device')
      roles.push({ name: 'device with its token', authorization: `Bearer ${deviceToken}`, plan: { call } });
    let adminToken: string | undefined;
    // A call that needs nothing but its token is valid once the token is: a valid token tests no bad input there.
    if (call.token && needsInput(call, true)) {
      const anonymous = await fetchToken(call.token.call);
      if (anonymous) roles.push({ name: 'anonymous with token', cookie: anonymous.cookie, plan: { call, token: anonymous.token } });
      const signedIn = await fetchToken(call.token.call, admin.cookie);
      if (!signedIn) throw new Error(`the admin got no token from ${call.token.call.path}`);
      adminToken = signedIn.token;
      roles.push({ name: 'admin with token', cookie: admin.cookie, plan: { call, token: adminToken } });
    }
    const params = pathParams(call.path).length > 0 ? validPathParams(call, [String(admin.id)]) : undefined;
    const poison = poisonOf(call);
    if (params && poison)
      roles.push({
        name: 'admin with real path parameters',
        cookie: admin.cookie,
        plan: { call, ...(adminToken ? { token: adminToken } : {}), realParams: { params, poison } },
      });
    return roles;
  }

  /** The token as the client fetches it, with the session it is bound to (a new anonymous one without a cookie). */
  async function fetchToken(tokenCall: TokenCallDeclaration, cookie?: string): Promise<{ token: string; cookie: string } | undefined> {
    const response = await t.app.inject({ method: 'GET', url: tokenCall.path, ...(cookie ? { headers: { cookie } } : {}) });
    if (response.statusCode !== 200) return undefined;
    return { token: tokenAnswer.parse(response.json()).token, cookie: cookie ?? sessionCookieOf(response) };
  }
});

/** A refusal (4xx) in the one error shape; success only for a call that needs no input, where junk is merely ignored. */
function checkAnswer(call: CallDeclaration, role: Role, response: LightMyRequestResponse): void {
  const status = response.statusCode;
  const answer = `${role.name}, answer ${status}: ${response.body.slice(0, 300)}`;
  if (status >= 200 && status < 400) {
    if (needsInput(call)) throw new Error(`junk was accepted (${answer})`);
    return;
  }
  if (status < 400 || status >= 500) throw new Error(`not a refusal (${answer})`);
  let body: unknown;
  try {
    body = response.json();
  } catch {
    throw new Error(`not JSON (${answer})`);
  }
  const shape = apiErrorBody.safeParse(body);
  const extraKeys = Object.keys(body ?? {}).filter((key) => !['error', 'message', 'target'].includes(key));
  if (!shape.success || extraKeys.length > 0) throw new Error(`not the error shape (${answer})`);
}
