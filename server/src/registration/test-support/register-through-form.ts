import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { solveCaptcha } from '../../captcha/test-support/solve-captcha.js';
import { anonymousTokenOf, formRequest } from '../../test-support/webapi.js';
import { registrationForm } from './registration-form.js';

/** A registration as a browser sends it, in a browser session of its own: token, captcha, form. */
export async function registerThroughForm(
  app: FastifyInstance,
  fields: { email: string; password: string; lastName?: string },
): Promise<LightMyRequestResponse> {
  const session = await anonymousTokenOf(app, '/webapi/register-token');
  const form = registrationForm({
    email: fields.email,
    greeting: 'Herr',
    firstName: 'Max',
    lastName: fields.lastName ?? 'Muster',
    companyName: 'Muster GmbH',
    phone_number: '030 123',
    plainPassword: { first: fields.password, second: fields.password },
    license_type: 'next-trial',
    privacy_policy_accepted: '1',
    terms_accepted: '1',
    captcha: await solveCaptcha(app),
    _token: session.token,
  });
  return app.inject({
    method: 'POST',
    url: '/webapi/register',
    payload: form.payload,
    headers: { ...form.headers, cookie: session.cookie },
  });
}

/** A forgotten-password request as the form sends it; `captcha` replaces the solved one (to send a wrong one). */
export async function requestResetThroughForm(app: FastifyInstance, email: string, captcha?: string): Promise<LightMyRequestResponse> {
  const session = await anonymousTokenOf(app, '/webapi/forgotten-password-token');
  const fields = { email, captcha: captcha ?? (await solveCaptcha(app)), _token: session.token };
  return app.inject({ method: 'POST', url: '/webapi/forgot-password', ...formRequest(fields, session.cookie) });
}

/** A new password for the reset `code` (from the link in the reset mail), as its form sends it, in a browser session of its own. */
export async function setNewPasswordThroughForm(
  app: FastifyInstance,
  code: string,
  first: string,
  second = first,
): Promise<LightMyRequestResponse> {
  const session = await anonymousTokenOf(app, '/webapi/set-new-password-forgotten-token');
  const fields = { 'plainPassword[first]': first, 'plainPassword[second]': second, _token: session.token };
  return app.inject({ method: 'POST', url: `/webapi/confirm-forgotten-password/${code}`, ...formRequest(fields, session.cookie) });
}
