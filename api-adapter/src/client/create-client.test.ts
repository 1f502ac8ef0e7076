import * as accountCalls from '../contract/account.js';
import * as deviceCalls from '../contract/devices.js';
import * as referenceCalls from '../contract/references.js';
import * as registrationCalls from '../contract/registration.js';
import * as telemetryCalls from '../contract/telemetry.js';
import * as userCalls from '../contract/users.js';
import { texts } from '../domain/texts.js';
import { ApiError } from './api-error.js';
import { promiseState } from '../testing/promise-state.js';
import { createApiClient } from './create-client.js';

interface SentRequest {
  url: string;
  init: RequestInit;
}

/** A fetch that records every request and answers from a queue, one answer per request. */
function fakeFetch(...answers: Array<Response | Error>) {
  const sent: SentRequest[] = [];
  const fetch = async (url: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    sent.push({ url: String(url), init });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${String(url)}`);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const success = () => json({ success: true });

function clientWith(fetch: typeof globalThis.fetch) {
  let leave: () => void = () => undefined;
  /** Resolves when the client sends the browser away: the moment it has decided. */
  const navigated = new Promise<void>((resolve) => (leave = resolve));
  const navigate = jest.fn<void, [string]>(() => leave());
  const client = createApiClient({ fetch, navigate, currentAddress: () => '/account/edit/5?tab=devices#top' });
  return { client, navigate, navigated };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

const profile = {
  greeting: 'Frau',
  firstName: 'Eva',
  lastName: 'Muster',
  phone_number: '',
  companyName: 'ACME',
  email_newsletter: true,
} as const;

describe('typed client: the 401 rule', () => {
  it('sends the browser to the login page with the current address and never resumes the caller', async () => {
    const { fetch } = fakeFetch(json({ error: 'unauthorized', message: texts.errors.unauthorized }, 401));
    const { client, navigate, navigated } = clientWith(fetch);

    const call = client.call(userCalls.getUserInfo, { params: {} });
    await navigated;

    expect(await promiseState(call)).toBe('pending');
    expect(navigate).toHaveBeenCalledWith(`/login?next=${encodeURIComponent('/account/edit/5?tab=devices#top')}`);
  });

  it('also applies when the token call is the one answered with 401', async () => {
    const { fetch, sent } = fakeFetch(json({ error: 'unauthorized', message: texts.errors.unauthorized }, 401));
    const { client, navigate, navigated } = clientWith(fetch);

    const call = client.call(accountCalls.saveProfile, { params: { userId: 5 }, body: profile });
    await navigated;

    expect(await promiseState(call)).toBe('pending');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
  });

  it('throws an ApiError instead when the caller only probes', async () => {
    const { fetch } = fakeFetch(json({ error: 'unauthorized', message: texts.errors.unauthorized }, 401));
    const { client, navigate } = clientWith(fetch);

    const error = await caught(client.call(userCalls.getUserInfo, { params: {} }, { redirectOnUnauthorized: false }));

    expect(error).toMatchObject({ status: 401, code: 'unauthorized', message: texts.errors.unauthorized });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('typed client: the token rule', () => {
  it('fetches the token first and sends it as the form field _token', async () => {
    const { fetch, sent } = fakeFetch(json({ token: 'details-token' }), json({ success: true, message: texts.success.saved }));
    const { client } = clientWith(fetch);

    const answer = await client.call(accountCalls.saveProfile, { params: { userId: 5 }, body: profile });

    expect(answer).toEqual({ success: true, message: texts.success.saved });
    expect(sent.map((request) => `${request.init.method} ${request.url}`)).toEqual([
      'GET /webapi/userDetailsToken',
      'POST /webapi/account/5',
    ]);
    expect(new URLSearchParams(sent[1]?.init.body as URLSearchParams).get('_token')).toBe('details-token');
  });

  it('puts the token into the query', async () => {
    const { fetch, sent } = fakeFetch(json({ token: 'delete token' }), success());
    const { client } = clientWith(fetch);

    await client.call(userCalls.deleteUser, { params: { id: 7 }, query: {} });

    expect(sent[1]).toMatchObject({ url: '/webapi/users/7?token=delete+token', init: { method: 'DELETE' } });
  });

  it('puts the token into the path', async () => {
    const { fetch, sent } = fakeFetch(json({ token: 'rights/token' }), success());
    const { client } = clientWith(fetch);

    await client.call(userCalls.makeAdmin, { params: { id: 7 } });

    expect(sent.map((request) => request.url)).toEqual(['/webapi/adminRightsToken', '/webapi/users/makeAdmin/7/rights%2Ftoken']);
  });

  it('puts the token into a nested multipart field', async () => {
    const { fetch, sent } = fakeFetch(
      json({ token: 'register-token', captcha: { provider: 'altcha', challengeUrl: '/webapi/captcha/challenge' }, phoneRequired: true }),
      success(),
    );
    const { client } = clientWith(fetch);
    const body = {
      user_register: {
        email: 'eva@example.org',
        greeting: 'Frau',
        firstName: 'Eva',
        lastName: 'Muster',
        companyName: 'ACME',
        phone_number: '0123',
        plainPassword: { first: 'geheim123', second: 'geheim123' },
        license_type: 'next-trial',
        privacy_policy_accepted: true,
        terms_accepted: true,
        email_newsletter: false,
        captcha: 'solution',
      },
    } as const;

    await client.call(registrationCalls.register, { body });

    const form = sent[1]?.init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('user_register[_token]')).toBe('register-token');
    expect(form.get('user_register[plainPassword][second]')).toBe('geheim123');
    expect(form.get('user_register[terms_accepted]')).toBe('1');
    expect(form.has('user_register[email_newsletter]')).toBe(false);
    expect(body.user_register).not.toHaveProperty('_token');
  });

  it('does not fetch a token the caller already has', async () => {
    const { fetch, sent } = fakeFetch(success());
    const { client } = clientWith(fetch);

    await client.call(userCalls.deleteUser, { params: { id: 7 }, query: { token: 'known' } });

    expect(sent.map((request) => request.url)).toEqual(['/webapi/users/7?token=known']);
  });
});

describe('typed client: errors', () => {
  it('maps an error answer to an ApiError with code, message and target', async () => {
    const { fetch } = fakeFetch(
      json({ error: 'invalid-input', message: 'Diese E-Mail-Adresse ist bereits registriert.', target: 'email' }, 400),
    );
    const { client } = clientWith(fetch);

    const error = await caught(
      client.call(userCalls.adminRegister, { body: { email: 'a@b.de', plainPassword: { first: 'x', second: 'x' }, _token: 't' } }),
    );

    expect(error).toMatchObject({
      status: 400,
      code: 'invalid-input',
      message: 'Diese E-Mail-Adresse ist bereits registriert.',
      target: 'email',
    });
  });

  it('answers a server error without a JSON body with the generic German message', async () => {
    const { fetch } = fakeFetch(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const { client } = clientWith(fetch);

    expect(await caught(client.call(userCalls.getUserInfo, { params: {} }))).toMatchObject({
      status: 502,
      code: 'http',
      message: texts.errors.generic,
    });
  });

  it('reports an unreachable server as status 0 with the network text', async () => {
    const { fetch } = fakeFetch(new TypeError('fetch failed'));
    const { client } = clientWith(fetch);

    expect(await caught(client.call(userCalls.getUserInfo, { params: {} }))).toMatchObject({
      status: 0,
      code: 'network',
      message: texts.errors.network,
    });
  });

  it('refuses an answer that does not match the contract', async () => {
    const { fetch } = fakeFetch(json({ maximum_allowed_devices: 3, activated_devices: '1', devices: [] }));
    const { client } = clientWith(fetch);

    expect(await caught(client.call(deviceCalls.getActivatedDevices, { params: { userId: 5 } }))).toMatchObject({
      status: 200,
      code: 'invalid-response',
    });
  });
});

describe('typed client: encodings and answers', () => {
  it('sends form bodies urlencoded with bracket names', async () => {
    const { fetch, sent } = fakeFetch(success());
    const { client } = clientWith(fetch);

    await client.call(accountCalls.changePassword, {
      params: {},
      body: { oldPassword: 'alt', plainPassword: { first: 'neu12345', second: 'neu12345' }, _token: 't' },
    });

    expect(sent[0]?.url).toBe('/webapi/changePw');
    const body = sent[0]?.init.body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(String(body)).toBe('oldPassword=alt&plainPassword%5Bfirst%5D=neu12345&plainPassword%5Bsecond%5D=neu12345&_token=t');
  });

  it('sends files as multipart form data', async () => {
    const { fetch, sent } = fakeFetch(json({ success: true, id: 12 }));
    const { client } = clientWith(fetch);
    const image = new Blob(['png'], { type: 'image/png' });

    const answer = await client.call(referenceCalls.createReference, {
      body: { create_reference_form: { title: 'Klinikum', teaserimageupload: image, show_on_homepage: true, _token: 't' } },
    });

    expect(answer).toEqual({ success: true, id: 12 });
    const form = sent[0]?.init.body as FormData;
    const file = form.get('create_reference_form[teaserimageupload]');
    expect(file).toBeInstanceOf(Blob);
    expect(await (file as Blob).text()).toBe('png');
    expect(form.get('create_reference_form[show_on_homepage]')).toBe('1');
    expect(form.get('create_reference_form[title]')).toBe('Klinikum');
  });

  it('sends the text fields, the fetched form token among them, before any file', async () => {
    const { fetch, sent } = fakeFetch(json({ token: 'reference-token' }), json({ success: true, id: 12 }));
    const { client } = clientWith(fetch);
    const image = new Blob(['png'], { type: 'image/png' });

    await client.call(referenceCalls.createReference, {
      body: { create_reference_form: { teaserimageupload: image, title: 'Klinikum', fullimageupload: image, license_text: 'CC BY' } },
    });

    const names = [...(sent[1]?.init.body as FormData).keys()];
    expect(names).toEqual([
      'create_reference_form[title]',
      'create_reference_form[license_text]',
      'create_reference_form[_token]',
      'create_reference_form[teaserimageupload]',
      'create_reference_form[fullimageupload]',
    ]);
  });

  it('sends JSON bodies as JSON', async () => {
    const { fetch, sent } = fakeFetch(success());
    const { client } = clientWith(fetch);

    await client.call(deviceCalls.requestDeviceDeactivation, { params: { deviceId: 3 }, body: { isAdmin: true } });

    expect(sent[0]).toMatchObject({
      url: '/webapi/request-delete-activated-device/3',
      init: { method: 'POST', body: '{"isAdmin":true}', headers: { 'content-type': 'application/json' } },
    });
  });

  it('sends text bodies as they are, as plain text', async () => {
    const { fetch, sent } = fakeFetch(success());
    const { client } = clientWith(fetch);
    const envelope = '{"dsn":"https://key@sentry.example.test/1"}\n{"type":"event"}\n{"message":"kaputt"}';

    await client.call(telemetryCalls.sendErrorReport, { body: { text: envelope } });

    expect(sent[0]).toMatchObject({
      url: '/webapi/error-reports',
      init: { method: 'POST', body: envelope, headers: { 'content-type': 'text/plain;charset=UTF-8' } },
    });
  });

  it('returns the parsed answer', async () => {
    const devices = {
      maximum_allowed_devices: 3,
      activated_devices: 1,
      devices: [
        {
          id: 1,
          name: 'Büro-PC',
          first_seen: '2025-01-02T08:00:00.000Z',
          last_seen: '2025-02-03T09:30:00.000Z',
          deactivation_requested: null,
          release_at: null,
          offline_until: null,
          app_version: null,
        },
      ],
      replacements: { per_year: 2, used: 0, left: 2 },
      replaced_devices: [],
      offline_license_days: 4,
    };
    const { fetch } = fakeFetch(json({ ...devices, unknownExtra: 'dropped' }));
    const { client } = clientWith(fetch);

    expect(await client.call(deviceCalls.getActivatedDevices, { params: { userId: 5 } })).toEqual(devices);
  });
});
