export * from './adapter.js';
export * from './users.js';
