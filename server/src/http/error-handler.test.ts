import Fastify from 'fastify';
import * as z from 'zod/mini';
import { defineCall, publicAccess } from '@bfsm/api-adapter';
import { registerErrorHandler } from './error-handler.js';
import { answerToDomainError } from '../composition/domain-error-answers.js';
import { HttpError } from './http-error.js';

const publicRead = defineCall({
  name: 'publicRead',
  method: 'GET',
  path: '/webapi/read',
  access: publicAccess,
  encoding: 'none',
  response: z.object({}),
});

async function appThrowing(error: Error, strictContract: boolean) {
  const app = Fastify({ logger: false, bodyLimit: 10 });
  registerErrorHandler(app, { strictContract, answerToDomainError });
  app.get('/webapi/read', { config: { call: publicRead } }, async () => {
    throw error;
  });
  app.post('/webapi/echo', { config: { call: publicRead } }, async (request) => request.body);
  return app;
}

describe('the error handler', () => {
  it('refuses in tests an error the call does not declare', async () => {
    const app = await appThrowing(HttpError.unauthorized(), true);
    const response = await app.inject({ method: 'GET', url: '/webapi/read' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toContain('publicRead');
  });

  it('still answers it outside tests, in the one error shape', async () => {
    const app = await appThrowing(HttpError.unauthorized(), false);
    const response = await app.inject({ method: 'GET', url: '/webapi/read' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', message: 'Bitte melden Sie sich an.' });
  });

  it('turns an overlong body into 413 payload-too-large with a German message', async () => {
    const app = await appThrowing(new Error('unused'), true);
    const response = await app.inject({ method: 'POST', url: '/webapi/echo', payload: { text: 'x'.repeat(100) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload-too-large', message: 'Die Anfrage ist zu groß.' });
  });

  it('hides the inside of an unexpected error', async () => {
    const app = await appThrowing(new Error('database password is hunter2'), true);
    const response = await app.inject({ method: 'GET', url: '/webapi/read' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
  });
});
