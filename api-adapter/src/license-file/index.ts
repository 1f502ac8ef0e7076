/** The desktop team's part: the licence file's format and its offline check (node:crypto, so not in the browser entry). */
export * from './license-file.js';
export * from './verify-license-file.js';
export * from './device-files.js';
export * from './device-file-crypto.js';
