import Fastify, { type FastifyInstance } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import * as z from 'zod/mini';
import { defineCall, defineTokenCall, formToken, recordId, ownerOrAdmin, requiredText, signedIn, successAnswer } from '@bfsm/api-adapter';
import { issueFormToken } from './form-tokens.js';
import { formRequest } from '../test-support/webapi.js';
import '../sessions/session-manager.js';
import type { AccessCheck } from './access-check.js';
import { contractRoute } from './contract-route.js';
import { registerErrorHandler } from './error-handler.js';
import { answerToDomainError } from '../composition/domain-error-answers.js';
import { HttpError } from './http-error.js';
import type { UserRow } from '../db/rows.js';

const publicOrigin = 'https://portal.example';
const csrfSecret = 'geheimnis-der-sitzung';
const probeToken = defineTokenCall('probeToken', '/probe-token', 'probe', signedIn);

/** A write on an object, with a required field and its token in the body. */
const saveProbe = defineCall({
  name: 'saveProbe',
  method: 'POST',
  path: '/probe/:userId',
  access: ownerOrAdmin('own-account', 'userId'),
  encoding: 'form',
  params: z.object({ userId: recordId }),
  body: z.object({ name: requiredText, _token: formToken }),
  response: successAnswer,
  token: { call: probeToken, field: 'body._token' },
});

/** A GET link that changes something, protected by the token in its query (like the feature toggles). */
const toggleProbe = defineCall({
  name: 'toggleProbe',
  method: 'GET',
  path: '/toggle',
  access: signedIn,
  encoding: 'none',
  query: z.object({ token: formToken }),
  response: successAnswer,
  token: { call: probeToken, field: 'query.token' },
});

const readProbe = defineCall({
  name: 'readProbe',
  method: 'GET',
  path: '/read',
  access: signedIn,
  encoding: 'none',
  response: successAnswer,
});

/** Stands in for the database relations: user 1 owns account 1 only. */
const access: AccessCheck = {
  checkRole: async () => undefined,
  async checkObject(declared, request, params) {
    if (declared.object && (params as { userId?: number } | undefined)?.userId !== request.user?.id) throw HttpError.forbidden();
  },
  checkQueryValues: async () => undefined,
  checkBodyFlags: async () => undefined,
  actsAsAdmin: async () => false,
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(fastifyFormbody);
  registerErrorHandler(app, { strictContract: true, answerToDomainError });
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.user = { id: 1, roles: [] } as Pick<UserRow, 'id' | 'roles'> as UserRow;
    request.session = { idHash: 'sitzung', userId: 1, csrfSecret };
  });
  const options = { publicOrigin, access, terms: { hasAcceptedCurrent: async () => true } };
  for (const call of [saveProbe, toggleProbe, readProbe]) contractRoute(app, options, call, async () => ({ success: true as const }));
  await app.ready();
});
afterAll(() => app.close());

const token = issueFormToken(csrfSecret, probeToken.action);
const answer = (response: { statusCode: number; body: string }) =>
  `${response.statusCode} ${(JSON.parse(response.body) as { error?: string }).error ?? 'ok'}`;

describe('the order of the checks of a contract route', () => {
  it('decides the object before the token and the body: a stranger learns nothing from either', async () => {
    expect(answer(await app.inject({ method: 'POST', url: '/probe/2', ...formRequest({ name: '' }) }))).toBe('403 forbidden');
  });

  it("answers a path id that is no record's number with 404, as an id nobody has, before the object, token and body", async () => {
    for (const id of ['2147483648', '9007199254740993', '1e20', '1.5', '-1', '0', 'abc']) {
      expect([id, answer(await app.inject({ method: 'POST', url: `/probe/${id}`, ...formRequest({ name: '' }) }))]).toEqual([
        id,
        '404 not-found',
      ]);
    }
  });

  it('checks the token before the body, for the owner', async () => {
    expect(answer(await app.inject({ method: 'POST', url: '/probe/1', ...formRequest({ name: '' }) }))).toBe('403 invalid-token');
    expect(answer(await app.inject({ method: 'POST', url: '/probe/1', ...formRequest({ name: '', _token: token }) }))).toBe(
      '400 invalid-input',
    );
    expect(answer(await app.inject({ method: 'POST', url: '/probe/1', ...formRequest({ name: 'Probe', _token: token }) }))).toBe('200 ok');
  });

  it('refuses a write from a foreign origin, also a GET link that carries a token', async () => {
    const { payload, headers } = formRequest({ name: 'Probe', _token: token });
    expect(
      answer(await app.inject({ method: 'POST', url: '/probe/1', payload, headers: { ...headers, origin: 'https://evil.example' } })),
    ).toBe('403 invalid-origin');
    expect(answer(await app.inject({ method: 'GET', url: `/toggle?token=${token}`, headers: { origin: 'https://evil.example' } }))).toBe(
      '403 invalid-origin',
    );
    // A followed link carries no Origin at all; the portal's own page sends its own.
    expect(answer(await app.inject({ method: 'GET', url: `/toggle?token=${token}` }))).toBe('200 ok');
    expect(answer(await app.inject({ method: 'GET', url: `/toggle?token=${token}`, headers: { origin: publicOrigin } }))).toBe('200 ok');
  });

  it('leaves the origin of plain reads unchecked: they change nothing', async () => {
    // Without CORS headers a foreign page cannot read the answer anyway.
    expect(answer(await app.inject({ method: 'GET', url: '/read', headers: { origin: 'https://evil.example' } }))).toBe('200 ok');
  });
});
