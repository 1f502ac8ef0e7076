module.exports = require('../jest.base.cjs')({ jsxImportSource: 'react', testEnvironment: 'jsdom' });
