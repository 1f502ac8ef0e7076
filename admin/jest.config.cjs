module.exports = require('../jest.base.cjs')({ jsxImportSource: 'react', testEnvironment: '<rootDir>/jest.environment.cjs' });
