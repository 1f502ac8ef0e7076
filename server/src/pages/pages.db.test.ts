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
    for (const [slug, title] of [['impressum', 'Impressum'], ['bedingungen', 'Allgemeine Geschäftsbedingungen'], ['datenschutz', 'Datenschutzerklärung'], ['kontakt', 'Kontakt']]) {
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

  it('knows only its four pages', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/webapi/pages/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/pages/agb' })).statusCode).toBe(400);
  });
});
