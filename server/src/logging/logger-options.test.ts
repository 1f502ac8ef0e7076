import { loggerOptions } from './logger-options.js';
import { createUrlRedactor } from './secret-url.js';

const redactor = createUrlRedactor();

describe('loggerOptions', () => {
  it('writes JSON lines in production, with addresses through the redactor', async () => {
    expect(await loggerOptions({ config: { environment: 'production', logLevel: 'info' }, redactor })).toEqual({
      level: 'info',
      serializers: { req: expect.any(Function) },
    });
  });

  it('writes readable lines through pino-pretty in development', async () => {
    expect(await loggerOptions({ config: { environment: 'development', logLevel: 'debug' }, redactor })).toMatchObject({
      level: 'debug',
      transport: { target: 'pino-pretty' },
    });
  });

  it('writes to a given stream, as the tests capture the log', async () => {
    const stream = { write: () => undefined };
    expect(await loggerOptions({ config: { environment: 'development', logLevel: 'info' }, redactor, stream })).toMatchObject({
      level: 'info',
      stream,
    });
  });
});
