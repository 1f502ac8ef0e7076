import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod/mini';
import { defineCall, formToken, publicAccess, registrationCalls, texts, upload } from '@bfsm/api-adapter';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { anonymousTokenOf, formHeaders } from '../test-support/webapi.js';
import { currentTermsOf } from '../registration/terms.js';
import { createAccessCheck } from './access-check.js';
import { contractRoute } from './contract-route.js';
import { fileEnd, fileHead, multipartBoundary, multipartHeaders, streamedBody, textPart } from './test-support/streamed-body.js';
import { hasSecondFactor } from '../credentials/account-credentials.js';

// Each memory sample takes a full garbage collection; on a busy machine a 30 MB test takes seconds.
jest.setTimeout(60_000);

const megabyte = 1024 * 1024;
const payloadBytes = 30 * megabyte;
const publicUrl = 'https://portal.example.com';

/** A form with one declared file field, as the reference form has; token of the registration form. */
const uploadCall = defineCall({
  name: 'testUpload',
  method: 'POST',
  path: '/webapi/test-only-upload',
  access: publicAccess,
  encoding: 'multipart',
  body: z.object({ form: z.object({ title: z.optional(z.string()), picture: upload, _token: formToken }) }),
  response: z.object({ bytes: z.number() }),
  token: { call: registrationCalls.registerToken, field: 'body.form._token' },
});

describe('request bodies: nothing large is read before it is allowed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: publicUrl } });
    const route = {
      publicOrigin: publicUrl,
      access: createAccessCheck(t.db, { hasSecondFactor: (userId) => hasSecondFactor(t.db, userId) }),
      terms: currentTermsOf(t.db, t.config.termsVersion),
    };
    contractRoute(t.app, route, uploadCall, async ({ body }) => {
      const picture = body.form.picture;
      return { bytes: picture && 'data' in picture ? picture.data.length : 0 };
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const registerSession = () => anonymousTokenOf(t.app, '/webapi/register-token');

  describe('a 30 MB file sent to the registration, whose form has no file field', () => {
    it('is refused at its first bytes when the caller has no form token', async () => {
      const body = streamedBody(textPart('user_register[email]', 'a@b.de') + fileHead('user_register[photo]'), payloadBytes, fileEnd);
      const response = await t.app.inject({ method: 'POST', url: '/webapi/register', headers: multipartHeaders, payload: body.stream });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid-input', message: texts.validation.upload });
      expect(body.pulled()).toBeLessThan(megabyte);
      expect(body.peakGrowth()).toBeLessThan(5 * megabyte);
    });

    it('is refused at its first bytes after a valid form token too', async () => {
      const { token, cookie } = await registerSession();
      const body = streamedBody(textPart('user_register[_token]', token) + fileHead('user_register[photo]'), payloadBytes, fileEnd);
      const response = await t.app.inject({
        method: 'POST',
        url: '/webapi/register',
        headers: { ...multipartHeaders, cookie },
        payload: body.stream,
      });

      expect(response.statusCode).toBe(400);
      expect(body.pulled()).toBeLessThan(megabyte);
      expect(body.peakGrowth()).toBeLessThan(5 * megabyte);
    });
  });

  describe('a form call (urlencoded)', () => {
    const formFromPortal = { ...formHeaders(), origin: publicUrl };

    it('answers a 30 MB body with 413 and a German message, holding no more than its 1 MB limit', async () => {
      const body = streamedBody('email=', payloadBytes);
      const response = await t.app.inject({
        method: 'POST',
        url: '/webapi/forgot-password',
        headers: formFromPortal,
        payload: body.stream,
      });

      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'payload-too-large', message: 'Die Anfrage ist zu groß.' });
      expect(body.peakGrowth()).toBeLessThan(5 * megabyte);
    });

    it('answers a declared 30 MB body with 413 without reading it', async () => {
      const body = streamedBody('email=', payloadBytes);
      const headers = { ...formFromPortal, 'content-length': String(payloadBytes + 6) };
      const response = await t.app.inject({ method: 'POST', url: '/webapi/forgot-password', headers, payload: body.stream });

      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(texts.errors.payloadTooLarge);
      expect(body.pulled()).toBeLessThan(megabyte);
    });

    it('refuses a foreign origin before reading the body', async () => {
      const body = streamedBody('email=', 512 * 1024);
      const response = await t.app.inject({
        method: 'POST',
        url: '/webapi/forgot-password',
        headers: { ...formFromPortal, origin: 'https://fremd.example' },
        payload: body.stream,
      });

      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('invalid-origin');
      expect(body.pulled()).toBeLessThan(64 * 1024);
    });
  });

  describe('a call that declares a file field', () => {
    async function send(head: string, fillBytes: number, tail: string, cookie?: string) {
      const body = streamedBody(head, fillBytes, tail);
      const response = await t.app.inject({
        method: 'POST',
        url: '/webapi/test-only-upload',
        headers: { ...multipartHeaders, ...(cookie ? { cookie } : {}) },
        payload: body.stream,
      });
      return { response, body };
    }

    it('reads the declared file once the valid form token has arrived', async () => {
      const { token, cookie } = await registerSession();
      const { response } = await send(
        textPart('form[title]', 'Klinikum') + textPart('form[_token]', token) + fileHead('form[picture]'),
        3000,
        fileEnd,
        cookie,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ bytes: 3000 });
    });

    it('refuses a file that comes before the form token, without reading it', async () => {
      const { token, cookie } = await registerSession();
      const { response, body } = await send(
        fileHead('form[picture]'),
        payloadBytes,
        `\r\n${textPart('form[_token]', token)}--${multipartBoundary}--\r\n`,
        cookie,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'invalid-token', message: texts.errors.invalidToken });
      expect(body.pulled()).toBeLessThan(megabyte);
    });

    it('stops at a wrong form token', async () => {
      const { cookie } = await registerSession();
      const { response, body } = await send(textPart('form[_token]', 'falsch') + fileHead('form[picture]'), payloadBytes, fileEnd, cookie);
      expect(response.statusCode).toBe(403);
      expect(body.pulled()).toBeLessThan(megabyte);
    });

    it('refuses a file in a field the contract does not declare, and a second file in the declared one', async () => {
      const { token, cookie } = await registerSession();
      const other = await send(textPart('form[_token]', token) + fileHead('form[title]'), payloadBytes, fileEnd, cookie);
      expect(other.response.statusCode).toBe(400);
      expect(other.body.pulled()).toBeLessThan(megabyte);

      const twice = await send(
        textPart('form[_token]', token) + fileHead('form[picture]') + 'x\r\n' + fileHead('form[picture]'),
        payloadBytes,
        fileEnd,
        cookie,
      );
      expect(twice.response.statusCode).toBe(400);
      expect(twice.body.pulled()).toBeLessThan(megabyte);
    });

    it('answers a declared file over 15 MB with 413 and the field it belongs to, reading no further than the limit', async () => {
      const { token, cookie } = await registerSession();
      const { response, body } = await send(textPart('form[_token]', token) + fileHead('form[picture]'), payloadBytes, fileEnd, cookie);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        error: 'payload-too-large',
        message: 'Die Datei ist zu groß (höchstens 15 MB).',
        target: 'form[picture]',
      });
      expect(body.pulled()).toBeLessThan(17 * megabyte);
      expect(body.peakGrowth()).toBeLessThan(20 * megabyte);
    });

    it('answers too many or too long text fields with 413', async () => {
      const many = await send(
        Array.from({ length: 60 }, (_, index) => textPart(`form[f${index}]`, 'x')).join(''),
        0,
        `--${multipartBoundary}--\r\n`,
      );
      expect(many.response.statusCode).toBe(413);
      expect(many.response.json().message).toBe(texts.errors.payloadTooLarge);

      const long = await send(
        `--${multipartBoundary}\r\nContent-Disposition: form-data; name="form[title]"\r\n\r\n`,
        5 * megabyte,
        fileEnd,
      );
      expect(long.response.statusCode).toBe(413);
      expect(long.body.peakGrowth()).toBeLessThan(5 * megabyte);
    });
  });
});

describe('over a real connection', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a refused upload at once and closes the connection instead of reading the rest', async () => {
    const body = streamedBody(fileHead('user_register[photo]'), payloadBytes, fileEnd);
    const answer = await new Promise<{ status: number | undefined; connection: string | undefined; text: string }>((resolve, reject) => {
      const request = http.request(
        { port, host: '127.0.0.1', method: 'POST', path: '/webapi/register', headers: multipartHeaders },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode, connection: response.headers.connection, text }));
        },
      );
      // Writing on after the server closed fails; the answer has arrived by then.
      request.on('error', (error) => (body.pulled() < payloadBytes ? undefined : reject(error)));
      body.stream.pipe(request);
    });

    expect(answer.status).toBe(400);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.text)).toEqual({ error: 'invalid-input', message: texts.validation.upload });
    expect(body.pulled()).toBeLessThan(payloadBytes / 2);
  });
});
