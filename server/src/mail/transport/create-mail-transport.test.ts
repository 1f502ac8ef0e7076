import path from 'node:path';
import { testConfig } from '../../config/config.js';
import { recordingLogger } from '../test-support/recording-logger.js';
import { createMailTransport } from './create-mail-transport.js';

describe('choosing the mail transport at start', () => {
  it('warns in production without SMTP_URL that mails, reset links included, are written to the outbox on disk', async () => {
    const logger = recordingLogger();
    const config = testConfig({ NODE_ENV: 'production' });
    const transport = createMailTransport({ config, logger });
    await transport.close();

    const outbox = path.join(config.dataDir, 'outbox');
    expect(logger.entries).toEqual([{ level: 'warn', details: { outbox }, message: expect.stringContaining(`Postausgang ${outbox}`) }]);
    expect(logger.entries[0]?.message).toMatch(/Kein SMTP_URL.*Zurücksetzen von Passwörtern/);
  });

  it('only informs where the outbox is outside production', async () => {
    const logger = recordingLogger();
    const transport = createMailTransport({ config: testConfig({ NODE_ENV: 'development' }), logger });
    await transport.close();
    expect(logger.entries.map((entry) => entry.level)).toEqual(['info']);
  });

  it('says nothing about an outbox when SMTP_URL is set', async () => {
    const logger = recordingLogger();
    const transport = createMailTransport({ config: testConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' }), logger });
    await transport.close();
    expect(logger.entries).toEqual([]);
  });
});
