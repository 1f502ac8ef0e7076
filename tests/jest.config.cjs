const base = require('../jest.base.cjs')();

module.exports = {
  ...base,
  moduleNameMapper: {
    // Imports name the compiled file ('…/index.js'); Jest reads the TypeScript source beside it.
    '^@bfsm/server/(.*?)(?:\\.js)?$': '<rootDir>/../server/src/$1',
    ...base.moduleNameMapper,
  },
  // Browser journeys start a portal and a Chromium each; two at once is what two cores carry.
  maxWorkers: 2,
  testTimeout: 60_000,
};
