export * from './adapter.js';
export * from './users.js';
export * from './references.js';
export * from './licenses.js';
export * from './features.js';
export * from './mail-previews.js';
export * from './audit.js';
export * from './admin-resources.js';
