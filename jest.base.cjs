// Shared Jest settings: TypeScript through @swc/jest, compiled to CommonJS for Jest.
// Our sources are ESM with NodeNext-style ".js" import suffixes; the mapper strips them.
// Preact 11, Kysely 0.29 and a few other dependencies ship ESM only, so they are transformed too
// (the list: packages with "type": "module" and no require export).
const esmOnly = [
  'kysely',
  'content-disposition',
  'cookie',
  'flatted',
  'preact',
  'preact-iso',
  'preact-render-to-string',
  '@testing-library/preact',
  'react-hotkeys-hook',
  'altcha',
  'altcha-lib',
  'marked',
];
// sanitize-html is CommonJS but requires htmlparser2 12 and its helpers (ESM only) from its own
// node_modules: Node loads them (require of ESM), Jest before Node 24.9 needs them transformed.
const withEsmOnlyDependencies = ['sanitize-html'];
const within = withEsmOnlyDependencies.join('|');

/** @param {{ jsxImportSource?: string, testEnvironment?: string }} options */
module.exports = function jestConfig(options = {}) {
  const jsx = options.jsxImportSource ?? 'react';
  return {
    testEnvironment: options.testEnvironment ?? 'node',
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', importSource: jsx } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`(?<!/(${within}))/node_modules/(?!(${[...esmOnly, ...withEsmOnlyDependencies].join('|')})/)`],
    moduleNameMapper: {
      '^@bfsm/api-adapter$': '<rootDir>/../api-adapter/src/index.ts',
      '^@bfsm/api-adapter/(.*)$': '<rootDir>/../api-adapter/src/$1',
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // A test whose fake webapi (@bfsm/api-adapter/testing) was asked what the server would not answer fails.
    setupFilesAfterEnv: ['<rootDir>/../api-adapter/src/testing/verify-fake-apis.ts'],
  };
};
