import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('legal and contact pages', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = path.join(os.tmpdir(), `bfsm-pages-${process.pid}-${Date.now()}`);
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shows a German default text for each page', async () => {
    for (const [slug, title] of [
      ['impressum', 'Impressum'],
      ['bedingungen', 'Allgemeine Geschäftsbedingungen'],
      ['datenschutz', 'Datenschutzerklärung'],
      ['kontakt', 'Kontakt'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/webapi/pages/${slug}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().title).toBe(title);
      expect(response.json().html).toContain('<p>');
    }
  });

  it("shows the operator's own text from DATA_DIR/pages without a restart", async () => {
    await mkdir(path.join(dataDir, 'pages'), { recursive: true });
    await writeFile(path.join(dataDir, 'pages', 'impressum.html'), '<p>Muster GmbH, Musterstraße 1, 12345 Musterstadt</p>');
    const response = await t.app.inject({ method: 'GET', url: '/webapi/pages/impressum' });
    expect(response.json()).toEqual({ title: 'Impressum', html: '<p>Muster GmbH, Musterstraße 1, 12345 Musterstadt</p>' });
  });

  it("sanitises the operator's page: ordinary content stays, scripts, handlers, frames, styles and javascript: links go", async () => {
    await mkdir(path.join(dataDir, 'pages'), { recursive: true });
    const page = [
      '<h2>Kontakt</h2><p>Schreiben Sie an <a href="mailto:info@example.de">info@example.de</a> oder besuchen Sie <a href="https://example.de/hilfe">unsere Hilfe</a>.</p>',
      '<ul><li><strong>Montag</strong> bis <em>Freitag</em></li></ul>',
      '<table><tr><th>Tag</th><td>9–17 Uhr</td></tr></table>',
      '<img src="/bilder/logo.png" alt="Logo"><img src="https://cdn.example.de/team.jpg" alt="Team">',
      '<script>fetch("/webapi/userinfo")</script>',
      '<p onclick="alert(1)" style="position:fixed">Klick</p>',
      '<a href="javascript:alert(1)">Link</a><a href="JaVaScRiPt:alert(2)">Link 2</a>',
      '<iframe src="https://evil.example/"></iframe><style>body{display:none}</style>',
      '<img src="x" onerror="alert(3)"><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="data"><img src="//evil.example/p.png" alt="fremd">',
      '<form action="https://evil.example/"><input name="password"></form>',
    ].join('');
    await writeFile(path.join(dataDir, 'pages', 'kontakt.html'), page);

    const { html } = (await t.app.inject({ method: 'GET', url: '/webapi/pages/kontakt' })).json<{ html: string }>();
    expect(html).toContain(
      '<h2>Kontakt</h2><p>Schreiben Sie an <a href="mailto:info@example.de">info@example.de</a> oder besuchen Sie <a href="https://example.de/hilfe">unsere Hilfe</a>.</p>',
    );
    expect(html).toContain('<ul><li><strong>Montag</strong> bis <em>Freitag</em></li></ul>');
    expect(html).toContain('<th>Tag</th><td>9–17 Uhr</td>');
    expect(html).toContain('<img src="/bilder/logo.png" alt="Logo" /><img src="https://cdn.example.de/team.jpg" alt="Team" />');
    expect(html).toContain('<p>Klick</p>');
    expect(html).not.toMatch(/<script|fetch\(|onclick|onerror|style|javascript:|<iframe|evil\.example|data:image|<form|<input/i);
  });

  it('knows only its four pages', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/webapi/pages/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/pages/agb' })).statusCode).toBe(400);
  });
});
