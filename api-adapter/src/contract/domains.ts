/**
 * The contract's domains, one line each, in the order `allCalls()` and so the OpenAPI document
 * list them. A domain's module declares its calls with `defineCall`; `root.ts` derives
 * the root contract from these modules (every exported call, nothing else), so a new call needs
 * no second list and a new domain needs only its line here (docs/new-resource.md).
 */
export * as auth from './auth.js';
export * as registration from './registration.js';
export * as users from './users.js';
export * as account from './account.js';
export * as devices from './devices.js';
export * as desktop from './desktop.js';
export * as features from './features.js';
export * as pools from './pools.js';
export * as invitations from './invitations.js';
export * as licenses from './licenses.js';
export * as references from './references.js';
export * as installer from './installer.js';
export * as mailPreviews from './mail-previews.js';
export * as adminLinks from './admin-links.js';
export * as notifications from './notifications.js';
export * as pages from './pages.js';
export * as sessions from './sessions.js';
export * as myData from './my-data.js';
export * as telemetry from './telemetry.js';
export * as documentation from './documentation.js';
export * as secondFactor from './second-factor.js';
export * as audit from './audit.js';
export * as passkeys from './passkeys.js';
export * as accountAlerts from './account-alerts.js';
export * as releases from './releases.js';
export * as overview from './overview.js';
export * as orders from './orders.js';
export * as accounting from './accounting.js';
