// PGlite suites start a database each; on a busy 2-core machine that can take longer than Jest's 5 s default.
// Two workers, not Jest's default of one on two cores: a suite spends much of its time waiting on
// its database (PostgreSQL's own process, or PGlite between queries), so a second suite fills the
// other core (with this and decision 059 together, CI's first phase went from 63 to 25 minutes).
module.exports = { ...require('../jest.base.cjs')(), maxWorkers: 2, testTimeout: 60_000 };
