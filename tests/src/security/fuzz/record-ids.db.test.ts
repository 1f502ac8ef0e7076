import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  allCalls,
  apiErrorBody,
  callFields,
  deviceCalls,
  isRecordIdField,
  texts,
  tokenAnswer,
  type CallDeclaration,
  type DeclaredField,
} from '@bfsm/api-adapter';
import { deactivationProofFormat, signDeviceFile } from '@bfsm/api-adapter/license-file';
import { createTestApp, sessionCookieOf, type TestApp } from '@bfsm/server/test-support/test-app.js';
import { pendingCalls } from '../../contract/pending-calls.js';
import { encodedBody } from '../../support/request-body.js';
import { activatedDeviceToken, signedInAdmin } from '../security-actors.js';
import { validRequestExceptOne } from './valid-request.js';

/**
 * Every id of every call, in the path, the query, the body and inside the files a device writes,
 * gets the numbers that no record can have: beyond PostgreSQL's integer (2^31) and a double's
 * exact integers (2^53), 1e20, a fraction, negative, zero; and the largest id there can be, which
 * names no record here. In an otherwise valid request, so each reaches as deep as it can; no
 * answer may be a 5xx, and the numbers no record can have are refused before any query: 404 in
 * the path, 400 at a field, 'not a proof' in a file (decision 054).
 */

const routeKey = (call: CallDeclaration) => `${call.method} ${call.path}`;
const calls = allCalls().filter((call) => !pendingCalls.includes(routeKey(call)));

const noIds = [2 ** 31, 2 ** 53, 1e20, 1.5, -1, 0];
/** Valid, so it reaches the handler: the largest id (record-id.ts), which no record has in this database. */
const largestId = 2_147_483_647;
const idText = (id: number) => (id === 1e20 ? '1e20' : String(id));

const fieldName = (field: DeclaredField) => `${field.part}.${field.path.join('.')}`;
const idCases = calls.flatMap((call) =>
  callFields(call)
    .filter((field) => isRecordIdField(field.schema))
    .map((field) => [`${call.name} ${fieldName(field)}`, call, field] as const),
);

/** The fields that take a file a device wrote, and the id each holds: a new one must be named here. */
const deviceFileFields = calls.flatMap((call) =>
  callFields(call)
    .filter((field) => field.schema === deviceCalls.deviceFileText)
    .map((field) => [`${call.name} ${fieldName(field)}`, call, field] as const),
);
const filesWithIds: Record<string, 'deactivation proof'> = {
  'submitDeactivationProof body.proof': 'deactivation proof',
  'sendDeactivationProof body.proof': 'deactivation proof',
};
/** The activation request names no record: its device is found by its fingerprint. */
const filesWithoutIds = ['activateOffline body.request'];

describe('ids that name no record never reach a query', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  let deviceToken: string;
  let requests = 0;

  beforeAll(async () => {
    t = await createTestApp();
    deviceToken = await activatedDeviceToken(t, 'record-ids-fingerprint-1');
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    console.log(`record ids: ${requests} requests sent with ids no record can have and with the largest id`);
    await t.close();
  });

  it('finds the ids of the path, the query, the body and of the files devices write', () => {
    expect(idCases.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'renamePasskey params.passkeyId',
        'requestDeviceDeactivation params.deviceId',
        'submitDeactivationProof params.userId',
        'getUserInfo params.id',
        'listAuditEvents query.userId',
        'createLicense body.userid',
        'removePoolMemberAction body.userId',
      ]),
    );
    expect(deviceFileFields.map(([name]) => name).sort()).toEqual([...Object.keys(filesWithIds), ...filesWithoutIds].sort());
  });

  it.each(idCases)('%s', async (_name, call, field) => {
    for (const role of await rolesFor(call)) {
      for (const id of [...noIds, largestId]) {
        const response = await send(
          validRequestExceptOne(call, { field, value: idText(id), headers: role.headers, idCandidates: [String(admin.id)], ...role.token }),
        );
        const answer = `${role.name}, ${idText(id)}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect([answer, response.statusCode < 500]).toEqual([answer, true]);
        if (id === largestId) continue;
        if (field.part === 'params')
          expect([answer, response.json()]).toEqual([answer, { error: 'not-found', message: texts.errors.notFound }]);
        else {
          const refusal = apiErrorBody.parse(response.json());
          expect([answer, refusal.error, refusal.message]).toEqual([answer, 'invalid-input', texts.validation.recordId]);
          expect(field.path.join('.').endsWith(refusal.target ?? '-')).toBe(true);
        }
      }
    }
  });

  it.each(deviceFileFields.filter(([name]) => name in filesWithIds))('%s: the deactivation proof’s device id', async (_name, call) => {
    const key = generateKeyPairSync('ed25519').privateKey;
    const proofOf = (deviceId: number) =>
      JSON.stringify(
        signDeviceFile(
          deactivationProofFormat,
          {
            format: deactivationProofFormat,
            deviceId,
            fingerprint: 'record-ids-fingerprint-1',
            deactivatedAt: new Date().toISOString(),
            nonce: randomUUID(),
          },
          key,
        ),
      );
    for (const role of await rolesFor(call)) {
      for (const id of [...noIds, largestId]) {
        const path = call.path.replace(':userId', String(admin.id));
        const response = await send({ method: call.method, url: path, ...encodedBody('json', [['proof', proofOf(id)]], role.headers) });
        const answer = `${role.name}, ${idText(id)}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect([answer, response.statusCode < 500]).toEqual([answer, true]);
        const refusal = apiErrorBody.parse(response.json());
        expect([answer, refusal.error]).toEqual([answer, 'proof-refused']);
        if (id !== largestId)
          expect([answer, refusal.message]).toEqual([answer, expect.stringContaining('kein gültiger Deaktivierungsnachweis')]);
      }
    }
  });

  async function send(request: InjectOptions): Promise<LightMyRequestResponse> {
    requests++;
    return t.app.inject(request);
  }

  interface Role {
    name: string;
    headers: Record<string, string>;
    token?: { token: string };
  }

  /**
   * Callers that pass every call's access, so the id is what the answer is about: the admin (every
   * call with a session) or the device (the desktop API's device calls); public calls anonymous too.
   */
  async function rolesFor(call: CallDeclaration): Promise<Role[]> {
    if (call.access.role === 'device') return [{ name: 'device', headers: { authorization: `Bearer ${deviceToken}` } }];
    const roles: Role[] = [{ name: 'admin', headers: { cookie: admin.cookie }, ...(await tokenFor(call, admin.cookie)) }];
    if (call.access.role === 'public') {
      const anonymous = call.token ? await anonymousToken(call) : { headers: {} };
      if (anonymous) roles.push({ name: 'anonymous', ...anonymous });
    }
    return roles;
  }

  async function tokenFor(call: CallDeclaration, cookie: string): Promise<{ token?: { token: string } }> {
    if (!call.token) return {};
    const response = await t.app.inject({ method: 'GET', url: call.token.call.path, headers: { cookie } });
    return { token: { token: tokenAnswer.parse(response.json()).token } };
  }

  async function anonymousToken(call: CallDeclaration): Promise<Omit<Role, 'name'> | undefined> {
    if (!call.token) return undefined;
    const response = await t.app.inject({ method: 'GET', url: call.token.call.path });
    if (response.statusCode !== 200) return undefined;
    return { headers: { cookie: sessionCookieOf(response) }, token: { token: tokenAnswer.parse(response.json()).token } };
  }
});
