import { customerRoutes, mailSlugs } from '@bfsm/api-adapter';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { renderMail, sampleMailData } from '../mail/render-mail.js';
import { redacted } from './secret-url.js';

interface LogLine {
  msg: string;
  req?: { method: string; url: string };
}

/** Parameters named like a code or token anywhere in the name: broader than the redactor's rule, so a test of it. */
const isSecretParam = (name: string) => /code|token/i.test(name);
const paramsOf = (route: string) => [...route.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);

/** A route's address with each secret parameter holding its own secret and every other one a number. */
function addressOf(route: string, secret: string): string {
  return route.replace(/:([A-Za-z0-9_]+)\??/g, (_segment, name: string) => (isSecretParam(name) ? secret : '12'));
}

/**
 * The real application's log, as it would go to stdout, read back line by line: no address
 * that carries a secret shows it (decision 014 and 054). Walked from what the portal declares:
 * the server's routes, the customer app's pages, and the links of every mail it sends.
 */
describe('request log', () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  const written: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'info', PUBLIC_URL: 'https://portal.example.de' },
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

  /** The addresses logged as 'incoming request' since `from`, and the log text written since. */
  async function logOf(request: { method: string; url: string }) {
    const from = { lines: lines.length, written: written.length };
    await t.app.inject({ method: request.method as 'GET', url: request.url });
    return {
      urls: lines.slice(from.lines).flatMap((line) => (line.msg === 'incoming request' && line.req ? [line.req.url] : [])),
      text: written.slice(from.written).join('\n'),
    };
  }

  it('shows no code or token of any server route, in the path or in the query', async () => {
    const routes = t.app.routeTable.filter((route) => paramsOf(route.url).some(isSecretParam) && !route.url.startsWith('/test-only/'));
    // The mail links' calls, the admin rights' and deletions' action tokens among them.
    expect(routes.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/webapi/confirm-mail/:code',
        '/webapi/confirm-forgotten-password/:code',
        '/webapi/not-me/:code',
        '/webapi/accept-invitation/:invitation/:code',
        '/webapi/users/makeAdmin/:id/:token',
        '/webapi/reference/:referenceId/:deleteToken',
      ]),
    );
    const leaks: string[] = [];
    for (const [index, route] of routes.entries()) {
      const secret = `GeheimerPfad${index}x`;
      const url = `${addressOf(route.url, secret)}?token=GeheimeAbfrage${index}x&next=%2Faccount`;
      const { urls, text } = await logOf({ method: route.method, url });
      if (text.includes('Geheim') || urls.length === 0 || !urls.every((logged) => logged.includes(redacted)))
        leaks.push(`${route.method} ${route.url}: ${urls.join(', ') || 'nicht geloggt'}`);
    }
    expect(leaks).toEqual([]);
  });

  it("shows no code of the customer app's pages that mails link to", async () => {
    const pages = Object.values(customerRoutes).filter((route) => paramsOf(route).some(isSecretParam));
    expect(pages).toEqual(
      expect.arrayContaining([
        customerRoutes.confirmMail,
        customerRoutes.resetPassword,
        customerRoutes.notMe,
        customerRoutes.invitation,
        customerRoutes.declineInvitation,
      ]),
    );
    const leaks: string[] = [];
    for (const page of pages) {
      const { urls, text } = await logOf({ method: 'GET', url: addressOf(page, 'GeheimeSeite') });
      if (text.includes('Geheim') || urls.length !== 1) leaks.push(`${page}: ${urls.join(', ')}`);
    }
    expect(leaks).toEqual([]);
  });

  it('shows no code of any link in any mail the portal sends', async () => {
    const links = mailSlugs.flatMap((slug) =>
      [...renderMail(slug, sampleMailData(slug, t.config), t.config).html.matchAll(/href="https:\/\/portal\.example\.de([^"]*)"/g)].map(
        (match) => (match[1] as string).replace(/&amp;/g, '&'),
      ),
    );
    // The samples carry 'beispielcode' where the mail carries its code.
    const withCode = [...new Set(links.filter((link) => link.includes('beispielcode')))];
    expect(withCode).toEqual(
      expect.arrayContaining(['/confirm-mail/beispielcode', '/confirm-forgotten-password/beispielcode', '/not-me/beispielcode']),
    );
    const leaks: string[] = [];
    for (const link of withCode) {
      const { urls, text } = await logOf({ method: 'GET', url: link });
      if (text.includes('beispielcode') || urls.length !== 1) leaks.push(`${link}: ${urls.join(', ')}`);
    }
    expect(leaks).toEqual([]);
  });

  it('keeps the address as it came where it holds no secret', async () => {
    expect((await logOf({ method: 'GET', url: '/webapi/menuinfo?next=%2Faccount' })).urls).toEqual(['/webapi/menuinfo?next=%2Faccount']);
    expect((await logOf({ method: 'GET', url: '/invitation/12' })).urls).toEqual(['/invitation/12']);
  });

  it("hides the secret in the error handler's line of a failed request too", async () => {
    const from = { lines: lines.length, written: written.length };
    const response = await t.app.inject({ method: 'GET', url: '/test-only/explode/GeheimesToken8?code=GeheimerCode9' });
    expect(response.statusCode).toBe(500);
    const failure = lines.slice(from.lines).find((line) => line.msg === 'request failed');
    expect(failure?.req).toMatchObject({ method: 'GET', url: `/test-only/explode/${redacted}?code=${redacted}` });
    expect(written.slice(from.written).join('\n')).not.toMatch(/Geheim/);
  });
});
