import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { solveCaptcha } from '../captcha/test-support/solve-captcha.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { anonymousTokenOf } from '../test-support/webapi.js';
import { registrationForm } from './test-support/registration-form.js';

/** The README's promise: without a mail server a newcomer confirms the registration from the outbox. */
describe('registration without SMTP_URL', () => {
  let t: TestApp;
  const dataDir = path.join(os.tmpdir(), `bfsm-outbox-${process.pid}-${Date.now()}`);
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes the confirmation mail to DATA_DIR/outbox, and its link confirms the account', async () => {
    const session = await anonymousTokenOf(t.app, '/webapi/register-token');
    const form = registrationForm({
      email: 'laptop@kunde.test',
      greeting: 'Herr',
      firstName: 'Lars',
      lastName: 'Laptop',
      companyName: 'Laptop KG',
      phone_number: '0301',
      plainPassword: { first: 'passwort-laptop', second: 'passwort-laptop' },
      license_type: 'concept',
      privacy_policy_accepted: '1',
      terms_accepted: '1',
      captcha: await solveCaptcha(t.app),
      _token: session.token,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/webapi/register',
      payload: form.payload,
      headers: { ...form.headers, cookie: session.cookie },
    });
    expect(response.json()).toEqual({ success: true });

    const outbox = path.join(dataDir, 'outbox');
    // The registration is worked off in the background; once it has settled, its mail is in the outbox.
    await t.app.accountRequestsSettled();
    const files = await readdir(outbox);
    const html = files.find((file) => file.includes('register') && file.endsWith('.html'));
    expect(files.some((file) => file.includes('register') && file.endsWith('.eml'))).toBe(true);
    const content = await readFile(path.join(outbox, html as string), 'utf8');
    const code = /\/confirm-mail\/([\w-]+)/.exec(content)?.[1];
    expect(code).toBeDefined();
    expect((await t.app.inject({ method: 'POST', url: `/webapi/confirm-mail/${code}` })).json()).toEqual({ success: true });
  });
});
