import type { CallDeclaration, ObjectSchema, TokenCallDeclaration } from './define.js';
import { allCalls } from './root.js';

/** Every call of the original call table, in Fastify path syntax. */
const specCalls = [
  'GET /webapi/menuinfo',
  'GET /webapi/userinfo/:id?',
  'GET /webapi/admin-userinfo/:id',
  'GET /webapi/userDetailsToken',
  'POST /webapi/account/:userId',
  'POST /webapi/admin_account/:userId',
  'GET /webapi/changePwToken',
  'POST /webapi/changePw/:userId?',
  'GET /webapi/activated-devices/:userId',
  'POST /webapi/request-delete-activated-device/:deviceId',
  'DELETE /webapi/request-delete-activated-device/:deviceId',
  'GET /webapi/features/:userId',
  'GET /webapi/featuresToken',
  'GET /webapi/enableFeature/:name/:userId',
  'GET /webapi/disableFeature/:name/:userId',
  'GET /webapi/deleteUserToken',
  'GET /webapi/adminRightsToken',
  'DELETE /webapi/users/:id',
  'POST /webapi/users/makeAdmin/:id/:token',
  'POST /webapi/users/deleteAdmin/:id/:token',
  'POST /webapi/confirm-mail/:code',
  'GET /webapi/admin/users/:filter',
  'GET /webapi/admin-register-token',
  'POST /webapi/admin-register',
  'GET /webapi/license/:licenseId',
  'POST /webapi/license/:licenseId',
  'DELETE /webapi/license/:licenseId',
  'GET /webapi/issued-licenses/:userId',
  'GET /webapi/pool/:poolId',
  'POST /webapi/create-invite/:licenseId',
  'POST /webapi/remove-from-pool/:targetUser',
  'POST /webapi/revoke-invite/:invitation',
  'POST /account/revoke-invite/:invitationId',
  'POST /account/pool/:poolId/remove/:memberId',
  'POST /webapi/create-license/:poolId',
  'GET /webapi/sentNotifications/:userId',
  'GET /webapi/references',
  'GET /webapi/reference/:referenceId',
  'GET /webapi/createReferenceToken',
  'GET /webapi/deleteReferenceToken',
  'POST /webapi/create-reference',
  'POST /webapi/edit-reference/:referenceId',
  'DELETE /webapi/reference/:referenceId/:deleteToken',
  'GET /webapi/next-install-url',
  'GET /webapi/email-debug-output/:slug',
  'GET /webapi/register-token',
  'POST /webapi/register',
  'POST /check-login',
  'GET /webapi/forgotten-password-token',
  'POST /webapi/forgot-password',
  'GET /webapi/set-new-password-forgotten-token',
  'GET /webapi/test-confirm-forgotten-password/:code',
  'POST /webapi/confirm-forgotten-password/:code',
  'GET /webapi/termsConsentToken',
  'POST /webapi/terms-consent',
  'POST /webapi/check-invitation/:invitation/:code?',
  'POST /webapi/accept-invitation/:invitation/:code',
  'POST /webapi/accept-invitation-existing-user/:invitation',
  // The original path plus the invitation's code (decision 019); the path without it still matches.
  'POST /webapi/decline-invitation/:invitation/:code?',
  'POST /webapi/report-invitation/:invitation/:code?',
];

/**
 * Write calls without a token call of their own. The server protects them with SameSite session
 * cookies and an Origin check instead; a new write call lands here only by decision. The
 * invitee's calls carry the secret code of the mailed link or need the signed-in invitee
 * (decision 019); the pool owner's writes have a token (poolToken).
 */
const tokenlessWrites = [
  'POST /check-login',
  'POST /webapi/confirm-mail/:code',
  'POST /webapi/admin-confirm-mail/:userId',
  'POST /webapi/request-delete-activated-device/:deviceId',
  'DELETE /webapi/request-delete-activated-device/:deviceId',
  // Devices without a support ticket (decision 045): like the device calls above.
  'POST /webapi/replace-activated-device/:deviceId',
  'POST /webapi/device-replacements/:userId/give-back',
  'POST /webapi/deactivation-proof/:userId',
  'POST /webapi/offline-activation/:userId',
  'POST /webapi/offline-license-days/:userId',
  'POST /webapi/check-invitation/:invitation/:code?',
  'POST /webapi/accept-invitation/:invitation/:code',
  'POST /webapi/accept-invitation-existing-user/:invitation',
  'POST /webapi/decline-invitation/:invitation/:code?',
  'POST /webapi/report-invitation/:invitation/:code?',
  // The error-report tunnel: the error-reporting SDK posts its envelopes without a token (it
  // cannot fetch one, and reports arrive before sign-in); nothing in it acts for a session.
  'POST /webapi/error-reports',
  // The desktop licensing API (decision 024): no browser, so no cookie to ride on; activation
  // proves the password, the device calls carry the device's bearer token.
  'POST /api/desktop/v1/activate',
  'POST /api/desktop/v1/refresh',
  'POST /api/desktop/v1/deactivate',
  // An offline machine's deactivation proof, handed in by an online client: its signature is the authority (decision 045).
  'POST /api/desktop/v1/deactivation-proof',
  // The second step of the sign-in, like /check-login: before it there is no signed-in session.
  'POST /check-login-code',
  // The passkey sign-in (decision 043), like /check-login; its challenge is bound to the session and counts once.
  'POST /webapi/passkey-sign-in/options',
  'POST /webapi/passkey-sign-in',
  // The back-office's orders, prices and invoices (decision 058): JSON calls of react-admin's data
  // provider, which the origin check guards as it guards the other JSON admin calls.
  'POST /webapi/orders',
  'POST /webapi/order/:orderId/quote',
  'POST /webapi/order/:orderId/invoice',
  'POST /webapi/order/:orderId/cancel',
  'POST /webapi/prices',
  'POST /webapi/invoice/:invoiceId/paid',
  'POST /webapi/invoice/:invoiceId/cancel',
];

const calls = allCalls();
const route = (call: CallDeclaration) => `${call.method} ${call.path}`;
const pathParams = (path: string) =>
  [...path.matchAll(/:([A-Za-z0-9_]+)(\?)?/g)].map((match) => ({ name: match[1] as string, optional: Boolean(match[2]) }));
const shapeOf = (schema: ObjectSchema | undefined): Record<string, ObjectSchema> =>
  (schema?.def.shape ?? {}) as Record<string, ObjectSchema>;

describe('root contract', () => {
  // What we add beyond the original table is what the domains' modules declare beyond it: the
  // contract is that list (decision 060), each call with its access, summary and tests.
  it('declares every call of the original table, with its method and path', () => {
    expect(calls.map(route)).toEqual(expect.arrayContaining(specCalls));
  });

  it('gives every call a unique name and a unique method and path', () => {
    expect(new Set(calls.map((call) => call.name)).size).toBe(calls.length);
    expect(new Set(calls.map(route)).size).toBe(calls.length);
  });

  it('declares every path parameter in params and nothing else there', () => {
    for (const call of calls) {
      const inPath = pathParams(call.path)
        .map((param) => param.name)
        .sort();
      expect({ call: call.name, params: Object.keys(shapeOf(call.params)).sort() }).toEqual({ call: call.name, params: inPath });
    }
  });

  it('lets only an optional last segment be left out', () => {
    for (const call of calls) {
      const params = pathParams(call.path);
      params.forEach((param, index) => {
        if (param.optional) expect({ call: call.name, last: index === params.length - 1 }).toEqual({ call: call.name, last: true });
        const acceptsAbsence = shapeOf(call.params)[param.name]?.safeParse(undefined).success;
        if (param.optional)
          expect({ call: call.name, param: param.name, acceptsAbsence }).toEqual({
            call: call.name,
            param: param.name,
            acceptsAbsence: true,
          });
      });
    }
  });

  it('points every token reference at a declared token call and at a declared field', () => {
    const tokenCalls = calls.filter((call): call is TokenCallDeclaration => 'action' in call);
    for (const call of calls) {
      if (!call.token) continue;
      expect({ call: call.name, declared: tokenCalls.includes(call.token.call) }).toEqual({ call: call.name, declared: true });
      const [part, ...path] = call.token.field.split('.') as ['params' | 'query' | 'body', ...string[]];
      let schema: ObjectSchema | undefined = call[part];
      for (const key of path) schema = shapeOf(schema)[key];
      expect({ call: call.name, field: call.token.field, declared: schema !== undefined }).toEqual({
        call: call.name,
        field: call.token.field,
        declared: true,
      });
    }
  });

  it('sends a token with every write call except the listed ones', () => {
    const writesWithoutToken = calls.filter((call) => call.method !== 'GET' && !call.token).map(route);
    expect(writesWithoutToken.sort()).toEqual([...tokenlessWrites].sort());
  });

  it('hands out each token action from one token call, as a GET answering { token }', () => {
    const tokenCalls = calls.filter((call): call is TokenCallDeclaration => 'action' in call);
    expect(new Set(tokenCalls.map((call) => call.action)).size).toBe(tokenCalls.length);
    for (const call of tokenCalls) {
      expect(call.method).toBe('GET');
      expect(Object.keys(shapeOf(call.response as ObjectSchema))).toContain('token');
    }
  });

  it('sends a body exactly when the encoding says so, and never with GET or DELETE', () => {
    for (const call of calls) {
      const hasBody = call.body !== undefined;
      expect({ call: call.name, hasBody }).toEqual({ call: call.name, hasBody: call.encoding !== 'none' });
      if (call.method !== 'POST') expect({ call: call.name, encoding: call.encoding }).toEqual({ call: call.name, encoding: 'none' });
    }
  });

  it('marks only the action routes outside /webapi as redirecting', () => {
    const redirecting = calls
      .filter((call) => call.redirects)
      .map(route)
      .sort();
    expect(redirecting).toEqual([
      'GET /download/installer',
      'GET /logout',
      'POST /account/pool/:poolId/remove/:memberId',
      'POST /account/revoke-invite/:invitationId',
    ]);
  });
});
