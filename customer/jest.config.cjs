module.exports = require('../jest.base.cjs')({ jsxImportSource: 'preact', testEnvironment: 'jsdom' });
