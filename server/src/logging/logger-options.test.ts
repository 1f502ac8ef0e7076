import { loggerOptions } from './logger-options.js';

describe('loggerOptions', () => {
  it('writes JSON lines in production', async () => {
    expect(await loggerOptions({ environment: 'production', logLevel: 'info' })).toEqual({ level: 'info' });
  });

  it('writes readable lines through pino-pretty in development', async () => {
    expect(await loggerOptions({ environment: 'development', logLevel: 'debug' })).toMatchObject({ level: 'debug', transport: { target: 'pino-pretty' } });
  });
});
