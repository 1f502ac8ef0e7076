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
];

/**
 * Calls we add beyond the original table: the menu's logout link, the legal pages, the captcha
 * challenge, the user's own sessions, the download of the user's own data and the admin's manual
 * e-mail confirmation (decision 015), and the settings and tunnel of error reporting and analytics
 * (decision 021), the token of the pool screens, sending an expired invitation again and
 * the webapi's OpenAPI document, the public reference page's read (decision 023), the
 * installer download /download (the dashboard's link) and the desktop licensing API;
 * for the back-office (decision 022) the token of the licence screen, the streamed CSV export,
 * the feature catalogue and the Blog/Analytics links.
 */
const callsBeyondSpec = [
  // Passkeys (decision 043).
  'GET /webapi/passkeys',
  'GET /webapi/passkeys-token',
  'POST /webapi/passkeys/registration-options',
  'POST /webapi/passkeys',
  'POST /webapi/passkeys/:passkeyId/rename',
  'POST /webapi/passkeys/:passkeyId/remove',
  'POST /webapi/passkey-sign-in/options',
  'POST /webapi/passkey-sign-in',
  'GET /logout',
  'GET /webapi/pages/:slug',
  'GET /webapi/captcha/challenge',
  'GET /webapi/sessions',
  'GET /webapi/sessionsToken',
  'POST /webapi/sessions/:sessionId/end',
  'POST /webapi/sessions/end-others',
  'GET /webapi/my-data',
  'POST /webapi/admin-confirm-mail/:userId',
  'GET /webapi/telemetry-settings',
  'POST /webapi/error-reports',
  'GET /webapi/poolToken',
  'POST /webapi/resend-invite/:invitation',
  'GET /webapi/openapi.json',
  'GET /webapi/public-reference/:referenceId',
  'GET /download/installer',
  // The desktop licensing API for the Windows application (decision 024).
  'POST /api/desktop/v1/activate',
  'POST /api/desktop/v1/refresh',
  'POST /api/desktop/v1/deactivate',
  'GET /api/desktop/v1/public-key',
  // Devices without a support ticket (decision 045).
  'POST /api/desktop/v1/deactivation-proof',
  'POST /webapi/replace-activated-device/:deviceId',
  'POST /webapi/device-replacements/:userId/give-back',
  'POST /webapi/deactivation-proof/:userId',
  'POST /webapi/offline-activation/:userId',
  'POST /webapi/offline-license-days/:userId',
  'GET /api/desktop/v1/updates',
  'GET /webapi/licenseToken',
  'GET /webapi/admin/users-export/:filter',
  'GET /webapi/feature-catalogue',
  'POST /webapi/feature-catalogue',
  'POST /webapi/feature-catalogue/:name',
  'GET /webapi/admin-links',
  // The second factor and the audit timeline (decision 027).
  'GET /webapi/second-factor',
  'GET /webapi/second-factor-token',
  'POST /webapi/second-factor/setup',
  'POST /webapi/second-factor/confirm',
  'POST /webapi/second-factor/disable',
  'POST /check-login-code',
  'GET /webapi/admin/user-security/:userId',
  'POST /webapi/admin/user-security/:userId/unlock',
  'POST /webapi/admin/user-security/:userId/reset-second-factor',
  'GET /webapi/admin/audit-events',
  // New recovery codes, and 'Das war ich nicht' from an account alert (decision 044).
  'POST /webapi/second-factor/recovery-codes',
  // 'Identität bestätigen' before a new factor (decision 051).
  'POST /webapi/confirm-identity',
  'GET /webapi/not-me-token',
  'POST /webapi/not-me/:code',
  // Releases of the desktop application (decision 042).
  'GET /webapi/releases',
  'GET /webapi/release/:releaseId',
  'GET /webapi/releaseToken',
  'GET /webapi/deleteReleaseToken',
  'POST /webapi/releases',
  'POST /webapi/release/:releaseId',
  'DELETE /webapi/release/:releaseId/:deleteToken',
  'POST /webapi/release-notes-preview',
  'POST /webapi/releases/record-nightly',
  'GET /webapi/downloads',
  'GET /webapi/releases/versions-in-use',
  // The back-office's start page 'Übersicht' (decision 041).
  'GET /webapi/admin/overview',
];

const calls = allCalls();
const route = (call: CallDeclaration) => `${call.method} ${call.path}`;
const pathParams = (path: string) =>
  [...path.matchAll(/:([A-Za-z0-9_]+)(\?)?/g)].map((match) => ({ name: match[1] as string, optional: Boolean(match[2]) }));
const shapeOf = (schema: ObjectSchema | undefined): Record<string, ObjectSchema> =>
  (schema?.def.shape ?? {}) as Record<string, ObjectSchema>;

describe('root contract', () => {
  it('declares exactly the original calls plus the listed additions', () => {
    expect(calls.map(route).sort()).toEqual([...specCalls, ...callsBeyondSpec].sort());
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
