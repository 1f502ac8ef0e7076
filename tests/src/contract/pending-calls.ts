/**
 * Calls of the contract that the server does not answer yet, as "METHOD path". The contract
 * test fails when this list is out of date in either direction, so each issue that implements
 * calls removes them here. These belong to the account, device, pool, invitation, licence,
 * reference, installer and back-office issues.
 */
export const pendingCalls: readonly string[] = [
  'GET /webapi/admin-userinfo/:id',
  'POST /webapi/admin-register',
  'DELETE /webapi/users/:id',
  'POST /webapi/users/makeAdmin/:id/:token',
  'POST /webapi/users/deleteAdmin/:id/:token',
  'POST /webapi/admin_account/:userId',
  'POST /webapi/changePw/:userId?',
  'GET /webapi/activated-devices/:userId',
  'POST /webapi/request-delete-activated-device/:deviceId',
  'DELETE /webapi/request-delete-activated-device/:deviceId',
  'GET /webapi/features/:userId',
  'GET /webapi/enableFeature/:name/:userId',
  'GET /webapi/disableFeature/:name/:userId',
  'GET /webapi/license/:licenseId',
  'POST /webapi/license/:licenseId',
  'DELETE /webapi/license/:licenseId',
  'GET /webapi/issued-licenses/:userId',
  'GET /webapi/references',
  'GET /webapi/reference/:referenceId',
  'POST /webapi/create-reference',
  'POST /webapi/edit-reference/:referenceId',
  'DELETE /webapi/reference/:referenceId/:deleteToken',
  'GET /webapi/next-install-url',
  'GET /webapi/email-debug-output/:slug',
  'GET /webapi/sentNotifications/:userId',
];
