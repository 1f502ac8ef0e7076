// jsdom lacks the Fetch API classes and TextEncoder that Node has; the typed client, the fake
// servers of the tests and react-router use them, so they are lent from Node into the jsdom window.
const { TestEnvironment } = require('jest-environment-jsdom');

const borrowed = ['Response', 'Request', 'Headers', 'TextEncoder', 'TextDecoder', 'structuredClone'];

module.exports = class AdminTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of borrowed) this.global[name] = globalThis[name];
  }
};
