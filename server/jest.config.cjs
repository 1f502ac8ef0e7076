// PGlite suites start a database each; on a busy 2-core machine that can take longer than Jest's 5 s default.
module.exports = { ...require('../jest.base.cjs')(), testTimeout: 30_000 };
