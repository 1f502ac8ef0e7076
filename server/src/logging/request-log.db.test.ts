import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { redacted } from './secret-url.js';
import { formHeaders } from '../test-support/webapi.js';

interface LogLine {
  msg: string;
  req?: { method: string; url: string };
}

/** The real application's log, as it would go to stdout, read back line by line. */
describe('request log', () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  const written: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: {
        write(line) {
          written.push(line);
          lines.push(JSON.parse(line) as LogLine);
        },
      },
    });
    // A route that fails, so the error handler's line is seen too.
    t.app.get('/test-only/explode/:deleteToken', async () => {
      throw new Error('kaputt');
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const loggedUrls = () => lines.filter((line) => line.msg === 'incoming request').map((line) => line.req?.url);

  it('shows no code or token of an address, in the path or in the query', async () => {
    await t.app.inject({ method: 'POST', url: '/webapi/confirm-mail/GeheimerCode1' });
    await t.app.inject({ method: 'GET', url: '/webapi/test-confirm-forgotten-password/GeheimerCode2' });
    await t.app.inject({
      method: 'POST',
      url: '/webapi/confirm-forgotten-password/GeheimerCode3',
      payload: 'plainPassword[first]=x',
      headers: formHeaders(),
    });
    await t.app.inject({ method: 'GET', url: '/logout?token=GeheimesToken4&next=%2Faccount' });
    await t.app.inject({ method: 'GET', url: '/confirm-mail/GeheimerCode5' });
    await t.app.inject({ method: 'GET', url: '/confirm-forgotten-password/GeheimerCode6' });
    await t.app.inject({ method: 'GET', url: '/invitation/12/GeheimerCode7' });

    expect(loggedUrls()).toEqual([
      `/webapi/confirm-mail/${redacted}`,
      `/webapi/test-confirm-forgotten-password/${redacted}`,
      `/webapi/confirm-forgotten-password/${redacted}`,
      `/logout?token=${redacted}&next=%2Faccount`,
      `/confirm-mail/${redacted}`,
      `/confirm-forgotten-password/${redacted}`,
      `/invitation/12/${redacted}`,
    ]);
    expect(written.join('\n')).not.toMatch(/Geheim/);
  });

  it("hides the secret in the error handler's line of a failed request too", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test-only/explode/GeheimesToken8?code=GeheimerCode9' });
    expect(response.statusCode).toBe(500);
    const failure = lines.find((line) => line.msg === 'request failed');
    expect(failure?.req).toMatchObject({ method: 'GET', url: `/test-only/explode/${redacted}?code=${redacted}` });
    expect(written.join('\n')).not.toMatch(/Geheim/);
  });
});
