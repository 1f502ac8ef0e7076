import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('serving the two apps', () => {
  let t: TestApp;
  const root = path.join(os.tmpdir(), `bfsm-spa-${process.pid}-${Date.now()}`);
  const customer = path.join(root, 'customer');
  const admin = path.join(root, 'admin');

  beforeAll(async () => {
    await mkdir(path.join(customer, 'assets'), { recursive: true });
    await mkdir(path.join(admin, 'assets'), { recursive: true });
    await writeFile(path.join(customer, 'index.html'), '<!doctype html><title>customer</title><div id="app"></div>');
    await writeFile(path.join(customer, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(admin, 'index.html'), '<!doctype html><title>admin</title><div id="admin"></div>');
    await writeFile(path.join(admin, 'assets', 'index-def456.js'), 'console.log(2)');
    t = await createTestApp({ staticRoots: { customer, admin } });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it("answers the customer app's routes with its index.html, never cached", async () => {
    for (const url of ['/', '/login?next=%2Faccount', '/account', '/account/terms-consent/%2Faccount', '/register', '/gibt-es-nicht']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>customer</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers /admin and its routes with the admin app, with inline styles allowed only there', async () => {
    for (const url of ['/admin', '/admin/users', '/admin/users?filter=spam']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body).toContain('<title>admin</title>');
      expect(String(response.headers['content-security-policy'])).toContain("style-src 'self' 'unsafe-inline'");
    }
    const customerPage = await t.app.inject({ method: 'GET', url: '/account' });
    expect(String(customerPage.headers['content-security-policy'])).toContain("style-src 'self';");
  });

  it('serves hashed assets with a year of caching', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const adminAsset = await t.app.inject({ method: 'GET', url: '/admin/assets/index-def456.js' });
    expect(adminAsset.body).toBe('console.log(2)');
  });

  it('answers unknown assets and webapi paths with 404 JSON, not with a page', async () => {
    for (const url of ['/assets/fehlt.js', '/webapi/fehlt']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not-found', message: 'Nicht gefunden.' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/irgendwas' })).statusCode).toBe(404);
  });
});
