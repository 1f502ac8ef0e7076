import { allCalls, isWriteCall, type CallDeclaration } from '@bfsm/api-adapter';
import { snapshotTables } from '@bfsm/server/test-support/table-snapshot.js';
import { createTestApp, type TestApp } from '@bfsm/server/test-support/test-app.js';
import { pendingCalls } from '../contract/pending-calls.js';
import { answerOf, deviceOwners, expectedDeviceOutcome, keepsPromise, type DeviceOwner, type RoleName } from './expected-access.js';
import {
  adminCase,
  casesOf,
  objectFixtures,
  paramSource,
  paramsFor,
  pathParams,
  rightfulCase,
  shownAddresses,
  type MatrixCase,
} from './matrix-params.js';
import { matrixRequest } from './matrix-request.js';
import { buildWorld, createCallFixtures, type CallFixtures, type Caller, type World } from './matrix-world.js';
import { activatedDeviceToken } from './security-actors.js';
import { freshenProof } from '@bfsm/server/test-support/fresh-proof.js';

/**
 * The access-control matrix: every call the server answers, made by every role on its own and on
 * another user's objects, against what the call's access declaration promises. The expectations
 * are derived from the declarations (expected-access.ts), so a call joins the matrix the moment it
 * leaves pending-calls.ts, with no line written for it here. The desktop API's device calls are
 * walked with the tokens of a customer's and an admin's device as well, asking for the query
 * value that only admins may ask for where the call has one; a session call with such a value is
 * walked by every role asking for it too.
 */

const route = (call: { method: string; path?: string; url?: string }) => `${call.method} ${call.path ?? call.url}`;
/**
 * The calls the server answers. Jest needs the tests before the app is built, so they come from
 * pending-calls.ts, which the contract test and 'walks exactly the calls the server answers' below
 * hold to the app's route table.
 */
const walkedCalls = allCalls().filter((call) => !pendingCalls.includes(route(call)));
const foreignOrigin = 'https://evil.example';

const caseTitle = ({ role, target, expected, query }: MatrixCase) =>
  `${role}${target === 'plain' ? '' : ` on ${target === 'omitted' ? 'no' : target} object`}${
    query ? ` asking ${new URLSearchParams(query).toString()}` : ''
  } → ${expected}`;

describe('access-control matrix', () => {
  let t: TestApp;
  let world: World;
  const tokens = new Map<string, string | undefined>();
  let deviceTokens: Record<DeviceOwner, string>;

  beforeAll(async () => {
    // The operator's default: admins must have a second factor (decision 027), so the admin
    // without one is walked through every call as he would meet it in production.
    t = await createTestApp({ env: { ADMIN_SECOND_FACTOR: 'required' } });
    world = await buildWorld(t);
    deviceTokens = {
      customer: await activatedDeviceToken(t, 'matrix-customer-device', 'classic'),
      admin: await activatedDeviceToken(t, 'matrix-admin-device', 'admin'),
    };
  });
  afterAll(() => t.close());

  /** The caller's token for the call's token call, fetched once per session and action. */
  async function tokenOf(caller: Caller, call: CallDeclaration): Promise<string | undefined> {
    if (!call.token) return undefined;
    const key = `${caller.role} ${call.token.call.action}`;
    if (!tokens.has(key)) {
      const response = await t.app.inject({ method: 'GET', url: call.token.call.path, headers: { cookie: caller.cookie } });
      // A caller whom the token call refuses has no token to send; the call itself must refuse him as well.
      tokens.set(key, response.statusCode === 200 ? (response.json() as { token: string }).token : undefined);
    }
    return tokens.get(key);
  }

  describe('declarations', () => {
    it.each(allCalls().map((call) => [call.name, call] as const))('%s declares its access on parameters of its path', (_name, call) => {
      expect(['public', 'user', 'admin', 'device']).toContain(call.access?.role);
      const policy = call.access.object;
      if (policy) {
        expect(pathParams(call).map((param) => param.name)).toContain(policy.param);
        expect(objectFixtures[policy.kind]).toBeDefined();
      }
      // Throws for a path parameter the matrix has no value for.
      for (const { name } of pathParams(call)) paramSource(call, name);
    });

    it('has a value its schema accepts for every path parameter of every call, answered yet or not', async () => {
      const fixtures = await createCallFixtures(t, world);
      // paramsFor throws for a value the call's schema refuses, buildPath for one left out.
      const urls = allCalls().flatMap((call) =>
        casesOf(call).map(
          (matrixCase) =>
            matrixRequest(call, { params: paramsFor(call, matrixCase, fixtures, world), cookie: '', token: 'token', origin: undefined })
              .url,
        ),
      );
      expect(urls.filter((url) => /NaN|undefined|null/.test(url))).toEqual([]);
    });

    it('walks exactly the calls the server answers', () => {
      const answered = new Set(t.app.routeTable.map(route));
      expect(walkedCalls.map(route)).toEqual(
        allCalls()
          .map(route)
          .filter((call) => answered.has(call)),
      );
    });
  });

  describe.each(walkedCalls.map((call) => [call.name, call] as const))('%s', (_name, call) => {
    let fixtures: CallFixtures;
    let addresses: string[];

    beforeAll(async () => {
      fixtures = await createCallFixtures(t, world);
      addresses = (await t.db.selectFrom('users').select('email').execute()).map((user) => user.email);
    });

    /**
     * No answer shows another user's data. E-mail addresses stand for it, being unique per user
     * (the factories give every user the same name). Admins see every user; anyone else his own
     * address and, where the call's policy makes him the owner of its object, the addresses that
     * object names (a pool owner's members). No answer carries a password hash, not even to admins.
     */
    function expectNoForeignData(role: RoleName, body: string): void {
      expect(body).not.toContain('$argon2');
      if (role === 'admin') return;
      const allowed = new Set([world.callers[role].user?.email, ...shownAddresses(call, role, fixtures)]);
      expect(addresses.filter((address) => !allowed.has(address) && body.includes(address))).toEqual([]);
    }

    /** The suite outlasts a fresh proof: every other caller proves himself just before, so that only the old proof's role tells its age. */
    async function proveFreshly(role: RoleName): Promise<void> {
      if (call.access.freshProof && role !== 'customer with an old proof') await freshenProof(t.db, world.callers[role].cookie);
    }

    async function send(matrixCase: MatrixCase, change: { withoutToken?: true; origin?: string } = {}) {
      const caller = world.callers[matrixCase.role];
      const token = change.withoutToken ? undefined : await tokenOf(caller, call);
      const origin = isWriteCall(call) ? (change.origin ?? new URL(t.config.publicUrl).origin) : undefined;
      const response = await t.app.inject(
        matrixRequest(call, {
          params: paramsFor(call, matrixCase, fixtures, world),
          cookie: caller.cookie,
          token,
          origin,
          ...(matrixCase.query && { query: matrixCase.query }),
        }),
      );
      expectNoForeignData(matrixCase.role, response.body);
      return answerOf(response.statusCode, response.body);
    }

    if (isWriteCall(call)) {
      const writers = [rightfulCase(call), adminCase(call)].filter((writer) => writer !== undefined);
      const attempts = writers.flatMap((writer) => [
        ...(call.token ? [{ ...writer, attempt: 'without its token', refusal: 'invalid-token' }] : []),
        { ...writer, attempt: 'from a foreign origin', refusal: 'invalid-origin' },
      ]);
      it.each(attempts)('refuses the $role a write $attempt, and no row changes', async ({ attempt, refusal, ...writer }) => {
        // Fetched before the snapshot: the token call is not the write under test.
        await tokenOf(world.callers[writer.role], call);
        await proveFreshly(writer.role);
        const before = await snapshotTables(t.db);
        const answer = await send(writer, refusal === 'invalid-token' ? { withoutToken: true } : { origin: foreignOrigin });
        expect({ attempt, answer }).toEqual({ attempt, answer: { status: 403, code: refusal } });
        expect(await snapshotTables(t.db)).toEqual(before);
      });
    }

    if (call.access.role === 'device') {
      const rule = call.access.adminOnlyQueryValue;
      const deviceCases = deviceOwners.flatMap((owner) =>
        [false, ...(rule ? [true] : [])].map((asks) => {
          const expected = expectedDeviceOutcome(call.access, owner, asks);
          const asking = asks && rule ? ` asking ${rule.field}=${rule.value}` : '';
          return {
            owner,
            query: asks && rule ? { [rule.field]: rule.value } : {},
            expected,
            title: `${owner}'s device${asking} → ${expected}`,
          };
        }),
      );
      it.each(deviceCases)('$title', async ({ owner, query, expected }) => {
        const response = await t.app.inject(
          matrixRequest(call, {
            params: {},
            cookie: '',
            token: undefined,
            origin: isWriteCall(call) ? new URL(t.config.publicUrl).origin : undefined,
            query,
            authorization: `Bearer ${deviceTokens[owner]}`,
          }),
        );
        const answer = answerOf(response.statusCode, response.body);
        expect({ answer, keepsPromise: keepsPromise(expected, answer) }).toEqual({ answer, keepsPromise: true });
      });
    }

    it.each(casesOf(call).map((matrixCase) => ({ ...matrixCase, title: caseTitle(matrixCase) })))(
      '$title',
      async ({ title: _title, ...matrixCase }) => {
        await proveFreshly(matrixCase.role);
        const answer = await send(matrixCase);
        expect({ answer, keepsPromise: keepsPromise(matrixCase.expected, answer) }).toEqual({ answer, keepsPromise: true });
      },
    );
  });
});
