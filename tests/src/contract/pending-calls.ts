/**
 * Calls of the contract that the server does not answer yet, as "METHOD path". The contract
 * test fails when this list is out of date in either direction, so each issue that implements
 * calls removes them here. These belong to the account, device, pool, invitation, licence,
 * reference, installer and back-office issues.
 */
export const pendingCalls: readonly string[] = [
  'POST /webapi/admin-register',
  'GET /webapi/license/:licenseId',
  'POST /webapi/license/:licenseId',
  'DELETE /webapi/license/:licenseId',
  'GET /webapi/references',
  'GET /webapi/reference/:referenceId',
  'POST /webapi/create-reference',
  'POST /webapi/edit-reference/:referenceId',
  'DELETE /webapi/reference/:referenceId/:deleteToken',
  'GET /webapi/next-install-url',
  'GET /webapi/email-debug-output/:slug',
];
