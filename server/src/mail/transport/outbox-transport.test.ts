import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { testConfig } from '../../config/config.js';
import { recordingLogger } from '../test-support/recording-logger.js';
import { createMailTransport } from './create-mail-transport.js';

describe('outbox transport (no SMTP_URL)', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bfsm-outbox-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes a readable .eml and .html per mail and logs the file name', async () => {
    const logger = recordingLogger();
    const transport = createMailTransport({ config: testConfig({ DATA_DIR: dataDir }), logger });
    const message = {
      slug: 'register',
      to: 'neu/er@example.de',
      subject: 'Bitte bestätigen',
      html: '<p>Bestätigen: https://x/confirm</p>',
      text: 'Bestätigen',
    };
    await transport.deliver(message);
    await transport.deliver(message);
    await transport.close();

    const files = (await readdir(path.join(dataDir, 'outbox'))).sort();
    expect(files).toHaveLength(4);
    const eml = files.filter((file) => file.endsWith('.eml'));
    for (const file of eml) expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-register-neu_er@example\.de(-2)?\.eml$/);

    const parsed = await simpleParser(await readFile(path.join(dataDir, 'outbox', eml[0] ?? '')));
    expect(parsed.subject).toBe('Bitte bestätigen');
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('neu/er@example.de');
    expect(await readFile(path.join(dataDir, 'outbox', (eml[0] ?? '').replace(/\.eml$/, '.html')), 'utf8')).toBe(message.html);

    const logged = logger.entries
      .filter((entry) => entry.message.startsWith('E-Mail im Postausgang abgelegt'))
      .map((entry) => entry.message);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toContain(path.join(dataDir, 'outbox', eml[0] ?? ''));
  });
});
