import { createApiClient } from '../client/create-client.js';
import { getMenuInfo, checkLogin, type MenuInfo } from '../contract/auth.js';
import { forgotPassword } from '../contract/registration.js';
import { getUserInfo } from '../contract/users.js';
import { texts } from '../domain/texts.js';
import { failure, networkFailure, ok, pending, serverError } from './fake-answers.js';
import { fakeApi, verifyFakeApis, type FakeRoutes } from './fake-api.js';
import { menuInfoFixture, userInfoFixture } from './fixtures.js';
import { promiseState } from './promise-state.js';

function clientOn(routes: FakeRoutes) {
  const fake = fakeApi(routes);
  const navigate = jest.fn<void, [string]>();
  return { ...fake, navigate, client: createApiClient({ fetch: fake.fetch, navigate, currentAddress: () => '/account' }) };
}

describe('fakeApi answers as the server would', () => {
  it('answers a call by its name and records the request', async () => {
    const { client, requests } = clientOn({ checkLogin: ok({ success: true }) });
    await expect(client.call(checkLogin, { body: { username: 'anna@example.test', password: 'geheim123' } })).resolves.toEqual({
      success: true,
    });
    expect(requests).toEqual([
      { call: 'checkLogin', method: 'POST', url: '/check-login', body: 'username=anna%40example.test&password=geheim123' },
    ]);
  });

  it('matches a path with and without its optional last segment', async () => {
    const { client, requests } = clientOn({ getUserInfo: ok(userInfoFixture({ id: 15 })) });
    await expect(client.call(getUserInfo, { params: {} })).resolves.toMatchObject({ id: 15 });
    await expect(client.call(getUserInfo, { params: { id: 15 } })).resolves.toMatchObject({ id: 15 });
    expect(requests.map((request) => [request.call, request.url])).toEqual([
      ['getUserInfo', '/webapi/userinfo'],
      ['getUserInfo', '/webapi/userinfo/15'],
    ]);
  });

  it('gives a failure the one status of its code, with message and target', async () => {
    const { client } = clientOn({ checkLogin: failure('invalid-credentials', texts.errors.invalidCredentials) });
    await expect(client.call(checkLogin, { body: { username: 'anna@example.test', password: 'falsch' } })).rejects.toMatchObject({
      status: 400,
      code: 'invalid-credentials',
      message: texts.errors.invalidCredentials,
    });
    const captcha = clientOn({ forgotPassword: failure('invalid-input', 'Die Sicherheitsabfrage ist ungültig.', 'captcha') });
    await expect(
      captcha.client.call(forgotPassword, { body: { email: 'anna@example.test', captcha: 'x', _token: 't' } }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'invalid-input',
      target: 'captcha',
    });
  });

  it('answers 500 internal with the generic text, and lets fetch fail for a network error', async () => {
    const { client } = clientOn({ getMenuInfo: serverError(), getUserInfo: networkFailure() });
    await expect(client.call(getMenuInfo, {})).rejects.toMatchObject({ status: 500, code: 'internal', message: texts.errors.generic });
    await expect(client.call(getUserInfo, { params: {} })).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('leaves a pending call unanswered', async () => {
    const { client, requests } = clientOn({ getMenuInfo: pending() });
    expect(await promiseState(client.call(getMenuInfo, {}))).toBe('pending');
    expect(requests).toHaveLength(1);
  });

  it('asks a function for answers that wait or change', async () => {
    let calls = 0;
    const { client } = clientOn({ getMenuInfo: () => (++calls === 1 ? serverError() : ok(menuInfoFixture({ isAdmin: true }))) });
    await expect(client.call(getMenuInfo, {})).rejects.toMatchObject({ status: 500 });
    await expect(client.call(getMenuInfo, {})).resolves.toMatchObject({ isAdmin: true });
  });
});

describe('fakeApi refuses what the server would never answer', () => {
  it('refuses an error code the call cannot answer, naming call and code', () => {
    expect(() => fakeApi({ checkLogin: failure('unauthorized', texts.errors.unauthorized) })).toThrow(
      'checkLogin cannot answer 401 unauthorized',
    );
    expect(() => fakeApi({ getMenuInfo: failure('code-expired', 'Abgelaufen.') })).toThrow(
      /getMenuInfo cannot answer 410 code-expired; its contract allows .*terms-consent/,
    );
  });

  it('refuses a success that does not fit the answer schema, naming call and field', () => {
    // A fixture that drifted from the contract in a way the type check cannot see (as data from a file would).
    const drifted = { ...menuInfoFixture(), daysValidity: '3' } as unknown as MenuInfo;
    expect(() => fakeApi({ getMenuInfo: ok(drifted) })).toThrow(
      'getMenuInfo cannot answer this: it does not fit the contract (daysValidity: invalid_type, expected number)',
    );
  });

  it('reports a wrong answer given by a function when it is asked for', async () => {
    const { client, problems } = clientOn({ getMenuInfo: () => failure('forbidden', texts.errors.forbidden) });
    await expect(client.call(getMenuInfo, {})).rejects.toMatchObject({ code: 'network' });
    expect(problems).toEqual([expect.stringContaining('getMenuInfo cannot answer 403 forbidden')]);
    expect(verifyFakeApis).toThrow('getMenuInfo cannot answer 403 forbidden');
  });

  it('fails loudly on a request the test gave no answer for, instead of a silent 404', async () => {
    const { client } = clientOn({ getMenuInfo: ok(menuInfoFixture()) });
    await expect(client.call(getUserInfo, { params: { id: 99 } })).rejects.toMatchObject({ code: 'network' });
    expect(verifyFakeApis).toThrow('The test gives no answer for getUserInfo (GET /webapi/userinfo/99)');
    // Once reported, the problems are gone: the next test starts clean.
    expect(verifyFakeApis).not.toThrow();
  });

  it('fails on a request that reaches no contract call', async () => {
    const { fetch, requests } = clientOn({});
    await expect(fetch('/webapi/gibt-es-nicht')).rejects.toThrow('No contract call answers GET /webapi/gibt-es-nicht');
    expect(requests).toEqual([{ call: undefined, method: 'GET', url: '/webapi/gibt-es-nicht', body: undefined }]);
    expect(verifyFakeApis).toThrow('No contract call answers GET /webapi/gibt-es-nicht');
  });

  it('fails on a request the server would refuse before answering: no token, or input the contract refuses', async () => {
    const { fetch } = clientOn({ forgotPassword: ok({ success: true }), getUserInfo: ok(userInfoFixture()) });
    await expect(
      fetch('/webapi/forgot-password', { method: 'POST', body: new URLSearchParams({ email: 'anna@example.test', captcha: 'x' }) }),
    ).rejects.toThrow('forgotPassword was sent without its token in body._token: the server answers 403 invalid-token');
    await expect(
      fetch('/webapi/forgot-password', {
        method: 'POST',
        body: new URLSearchParams({ email: 'keine-adresse', captcha: 'x', _token: 't' }),
      }),
    ).rejects.toThrow('forgotPassword was sent body that the contract refuses (email: invalid_format');
    await expect(fetch('/webapi/userinfo/abc')).rejects.toThrow(
      'getUserInfo was sent params that the contract refuses (id: invalid_type, expected number)',
    );
    expect(verifyFakeApis).toThrow(/invalid-token[\s\S]*invalid-input[\s\S]*invalid-input/);
  });

  it('refuses an answer for a call the contract does not have', () => {
    expect(() => fakeApi({ getMenuInfoo: ok({}) } as FakeRoutes)).toThrow('No contract call is named getMenuInfoo');
  });
});
