import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('which errors mean the database does not answer', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a connection reset', withCode('ECONNRESET')],
    ['an administrator shutdown (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server still starting (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', withCode('08006')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a connection that ended under a query', new Error('Connection terminated unexpectedly')],
    ['a closed embedded database', new Error('PGlite is closed')],
    ['a refused connection to every address of a host', new AggregateError([withCode('ECONNREFUSED')], 'connect failed')],
    ['a wrapped refused connection', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain error', new Error('database password is hunter2')],
    ['something not an error', 'ECONNREFUSED'],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
