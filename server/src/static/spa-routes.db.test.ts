import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { pageDescriptions } from '@bfsm/api-adapter';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('serving the two apps', () => {
  let t: TestApp;
  const root = path.join(os.tmpdir(), `bfsm-spa-${process.pid}-${Date.now()}`);
  const customer = path.join(root, 'customer');
  const admin = path.join(root, 'admin');

  beforeAll(async () => {
    await mkdir(path.join(customer, 'assets'), { recursive: true });
    await mkdir(path.join(admin, 'assets'), { recursive: true });
    await writeFile(
      path.join(customer, 'index.html'),
      '<!doctype html><html lang="de"><head><title>customer</title><meta name="description" content="Das Kundenportal." /></head><body><div id="app"></div></body></html>',
    );
    await writeFile(path.join(customer, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(customer, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
    await writeFile(path.join(admin, 'index.html'), '<!doctype html><title>admin</title><div id="admin"></div>');
    await writeFile(path.join(admin, 'assets', 'index-def456.js'), 'console.log(2)');
    t = await createTestApp({ staticRoots: { customer, admin }, env: { PUBLIC_URL: 'https://portal.example.test/' } });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it("answers the customer app's routes with its index.html, never cached", async () => {
    for (const url of [
      '/',
      '/login?next=%2Faccount',
      '/account',
      '/account/3',
      '/account/edit/3',
      '/account/my-pool/3/add',
      '/account/terms-consent/%2Faccount',
      '/register',
      '/invitation/12/ein-code',
      '/confirm-mail/ein-code',
      // The download page (decision 042); the installer itself is /download/installer.
      '/download',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="app"></div>');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an address the customer app does not know with its page under 404, so that it shows its not-found screen', async () => {
    for (const url of ['/gibt-es-nicht', '/account/gibt-es-nicht', '/account/edit/abc', '/login/mehr', '/invitation/abc/code']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).toContain('<div id="app"></div>');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("writes a public screen's title, description and canonical address on PUBLIC_URL into the page", async () => {
    const login = (await t.app.inject({ method: 'GET', url: '/login?next=%2Faccount' })).body;
    expect(login).toContain('<title>Anmelden – Brandfallsteuermatrix</title>');
    expect(login).toContain(`<meta name="description" content="${pageDescriptions.login}" />`);
    expect(login).toContain('<link rel="canonical" href="https://portal.example.test/login" />');
    expect(login).not.toContain('Das Kundenportal.');
    const reset = (await t.app.inject({ method: 'GET', url: '/confirm-forgotten-password/abc%22%3E' })).body;
    expect(reset).toContain('<title>Neues Passwort vergeben – Brandfallsteuermatrix</title>');
    expect(reset).toContain('<link rel="canonical" href="https://portal.example.test/confirm-forgotten-password/abc%22%3E" />');
  });

  it('leaves the account area and unknown addresses with the general title and description, without a canonical address', async () => {
    for (const url of ['/account', '/account/edit', '/gibt-es-nicht']) {
      const body = (await t.app.inject({ method: 'GET', url })).body;
      expect(body).toContain('<title>customer</title><meta name="description" content="Das Kundenportal." />');
      expect(body).not.toContain('canonical');
    }
  });

  it('tells crawlers to keep out of the account area, the back-office and the webapi, and where the sitemap is', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /account',
      'Disallow: /admin',
      'Disallow: /webapi/',
      'Disallow: /download',
      '',
      'Sitemap: https://portal.example.test/sitemap.xml',
      '',
    ]);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const listed = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed).toEqual(
      [
        '/login',
        '/register',
        '/register-concept',
        '/concept',
        '/forgot-password',
        '/impressum',
        '/bedingungen',
        '/datenschutz',
        '/kontakt',
      ].map((page) => `https://portal.example.test${page}`),
    );
  });

  it('answers /admin and its routes with the admin app, with inline styles allowed only there', async () => {
    for (const url of ['/admin', '/admin/users', '/admin/users?filter=spam']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body).toContain('<title>admin</title>');
      expect(String(response.headers['content-security-policy'])).toContain("style-src 'self' 'unsafe-inline'");
    }
    for (const url of ['/admin', '/admin/', '/admin/users/new', '/admin/license/7', '/admin/reference/3', '/admin/install-next']) {
      expect({ url, status: (await t.app.inject({ method: 'GET', url })).statusCode }).toEqual({ url, status: 200 });
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/admin/gibt-es-nicht' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>admin</title>');
    const customerPage = await t.app.inject({ method: 'GET', url: '/account' });
    expect(String(customerPage.headers['content-security-policy'])).toContain("style-src 'self';");
  });

  it('sends the compressed copy the build wrote beside a file to a browser that takes it', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)');
    expect(asset.headers.vary).toContain('accept-encoding');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('serves hashed assets with a year of caching', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const adminAsset = await t.app.inject({ method: 'GET', url: '/admin/assets/index-def456.js' });
    expect(adminAsset.body).toBe('console.log(2)');
  });

  it('answers unknown files, webapi and desktop API addresses with 404 JSON, not with a page', async () => {
    for (const url of [
      '/assets/fehlt.js',
      '/admin/assets/fehlt.js',
      '/favicon.ico',
      '/webapi/fehlt',
      '/webapi/admin/gibt-es-nicht',
      '/api/desktop/v1/gibt-es-nicht',
      '/api/gibt-es-nicht',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json()).toEqual({ error: 'not-found', message: 'Nicht gefunden.' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/irgendwas' })).statusCode).toBe(404);
  });

  it('answers a page address with another method 405, and OPTIONS 204, naming GET and HEAD', async () => {
    for (const url of ['/login', '/account/edit/3', '/admin/users']) {
      const post = await t.app.inject({ method: 'POST', url });
      expect(post.statusCode).toBe(405);
      expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
      const options = await t.app.inject({ method: 'OPTIONS', url });
      expect(options.statusCode).toBe(204);
      expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
    }
    expect((await t.app.inject({ method: 'OPTIONS', url: '/gibt-es-nicht' })).statusCode).toBe(404);
  });
});
