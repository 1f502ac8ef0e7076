import { LICENSE } from '@bfsm/api-adapter';
import { sql } from 'kysely';
import { sentTo, startSmtpSink, type SmtpSink } from '../mail/test-support/smtp-sink.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { poolOwnerScene } from './test-support/pool-scene.js';
import { postForm } from '../test-support/webapi.js';

/**
 * Names stored before the contract refused line breaks are still in the database. An owner's
 * name goes into every invitation he sends, so the mail's text part must keep it on its line.
 */
describe('an invitation from an owner whose stored name holds a line break', () => {
  // The mail is read as a mail program gets it: through SMTP, parsed.
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://portal.example.com' } });
  });
  afterAll(() => t.close().then(() => sink.close()));

  it('shows no line of its own starting with "Bcc:" in the text part, and has no Bcc', async () => {
    const { owner, pool, cookie, token } = await poolOwnerScene(t);
    // As old data could be: written past the contract, straight into the table.
    await sql`update users set last_name = ${'Owner\r\nBcc: evil@example.com'} where id = ${owner.id}`.execute(t.db);
    const licenseId = pool.licenses.find((license) => license.license_type === LICENSE.insight)?.id ?? 0;

    const response = await postForm(t.app, `/webapi/create-invite/${licenseId}`, {
      cookie,
      form: { email: 'zeilen@viewer.test', managePool: String(pool.id), _token: token },
    });
    expect(response.statusCode).toBe(200);

    const mail = await sink.waitFor(sentTo('zeilen@viewer.test'));
    const text = mail.text ?? '';
    expect(text.split(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/).filter((line) => line.startsWith('Bcc:'))).toEqual([]);
    expect(text).toContain('Olaf Owner Bcc: evil@example.com lädt Sie ein');
    expect(mail.bcc).toBeUndefined();
    expect(sink.messages.filter(sentTo('evil@example.com'))).toEqual([]);
  });
});
