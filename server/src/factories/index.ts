// Test and demo data, written through the same tables the portal uses. Every factory module is
// re-exported whole, so a new factory in an existing module needs no line here, and a new
// resource's module one (docs/new-resource.md).
export * from './users.js';
export * from './user-kinds.js';
export * from './pools.js';
export * from './invitations.js';
export * from './devices.js';
export * from './features.js';
export * from './notifications.js';
export * from './issued-licenses.js';
export * from './references.js';
export * from './releases.js';
export * from './orders.js';
export * from './terms.js';
export * from './calendar.js';
