const base = require('../jest.base.cjs')({ jsxImportSource: 'preact', testEnvironment: '<rootDir>/jest.environment.cjs' });

// Preact 11 ships only .mjs files, which the base transform pattern does not cover.
const [pattern, swc] = Object.entries(base.transform)[0];
module.exports = { ...base, transform: { [pattern]: swc, '^.+\\.mjs$': swc } };
