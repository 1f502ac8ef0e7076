import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRelease } from '../factories/index.js';
import { createTestApp, signedInUser, type TestApp } from '../test-support/test-app.js';
import { formRequest, tokenOf } from '../test-support/webapi.js';
import { nightlyManifest, startManifestServer, type ManifestAnswers } from '../installer/test-support/manifest-server.js';

jest.setTimeout(60_000);

const installer = 'https://downloads.example.com/4.2.1.0/Brandfallsteuermatrix.appinstaller';
const form = (fields: Record<string, string> = {}) => ({
  version: '4.2.1.0',
  channel: 'stable',
  publishedOn: '2026-11-20',
  notes: '## Neu\n\n- Schnellerer Export',
  installer,
  published: '1',
  ...fields,
});

describe('releases: GET /webapi/releases, /webapi/release/{id}, POST create/edit/preview/record-nightly, DELETE', () => {
  let t: TestApp;
  let cookie: string;
  let manifests: Awaited<ReturnType<typeof startManifestServer>>;
  const manifestAnswers: ManifestAnswers = { '/nightly.appinstaller': { status: 200, body: nightlyManifest('2026.11.22.7') } };
  beforeAll(async () => {
    manifests = await startManifestServer(manifestAnswers);
    t = await createTestApp({ env: { NIGHTLY_INSTALLER_URL: manifests.url('/nightly.appinstaller') } });
    ({ cookie } = await signedInUser(t, 'admin'));
  });
  afterAll(async () => {
    await t.close();
    await manifests.close();
  });
  beforeEach(() => t.db.deleteFrom('releases').execute());

  const send = async (url: string, fields: Record<string, string>, as = cookie, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      ...formRequest({ _token: token ?? (await tokenOf(t.app, as, '/webapi/releaseToken')), ...fields }, as),
    });
  const list = async (query = '') => (await t.app.inject({ method: 'GET', url: `/webapi/releases${query}`, headers: { cookie } })).json();
  const auditOf = (kind: string) =>
    t.db
      .selectFrom('audit_events')
      .select(['before', 'after', 'actor_id'])
      .where('kind', '=', kind)
      .orderBy('id', 'desc')
      .executeTakeFirst();

  it('records a release with its notes rendered to sanitised HTML, and an audit entry', async () => {
    const created = (await send('/webapi/releases', form({ notes: 'Neu <script>alert(1)</script><img src=x onerror=alert(2)>' }))).json();
    expect(created).toEqual({ success: true, id: expect.any(Number) });
    const release = (await t.app.inject({ method: 'GET', url: `/webapi/release/${created.id}`, headers: { cookie } })).json();
    expect(release).toMatchObject({ version: '4.2.1.0', channel: 'stable', publishedOn: '2026-11-20', installer, published: true });
    expect(release.notes).toContain('<script>');
    expect(release.notesHtml).not.toMatch(/<script|onerror|alert\(1\)/);
    expect(await auditOf('release-created')).toMatchObject({
      before: null,
      after: { releaseId: created.id, version: '4.2.1.0', channel: 'stable', published: true },
    });
  });

  it('lists with paging and sorts versions by their numbers, not as text', async () => {
    for (const version of ['4.9.0.0', '4.10.0.0', '4.2.1.0']) await createRelease(t.db, { version });
    const versions = (answer: { releases: Array<{ version: string }> }) => answer.releases.map((release) => release.version);
    expect(versions(await list('?sort=version&order=DESC'))).toEqual(['4.10.0.0', '4.9.0.0', '4.2.1.0']);
    expect(versions(await list('?sort=version&order=ASC&page=2&perPage=2'))).toEqual(['4.10.0.0']);
    expect((await list()).total).toBe(3);
  });

  it('changes a release and records only what changed', async () => {
    const { id } = await createRelease(t.db, { version: '4.2.1.0', published: false });
    expect((await send(`/webapi/release/${id}`, form({ published: '1' }))).json()).toEqual({ success: true, id });
    expect(await auditOf('release-changed')).toMatchObject({
      before: { releaseId: id, published: false },
      after: { releaseId: id, published: true },
    });
    expect((await send('/webapi/release/999999', form())).statusCode).toBe(404);
  });

  it('deletes a release with its delete token, with an audit entry', async () => {
    const { id } = await createRelease(t.db, { version: '4.3.0.0' });
    expect((await t.app.inject({ method: 'DELETE', url: `/webapi/release/${id}/falsch`, headers: { cookie } })).statusCode).toBe(403);
    const token = await tokenOf(t.app, cookie, '/webapi/deleteReleaseToken');
    expect((await t.app.inject({ method: 'DELETE', url: `/webapi/release/${id}/${token}`, headers: { cookie } })).json()).toEqual({
      success: true,
    });
    expect(await auditOf('release-deleted')).toMatchObject({ before: { releaseId: id, version: '4.3.0.0' }, after: null });
    expect((await list()).total).toBe(0);
  });

  it('refuses a version the channel has, a malformed version and an installer outside DATA_DIR/installers/', async () => {
    await createRelease(t.db, { version: '4.2.1.0', channel: 'stable' });
    expect((await send('/webapi/releases', form())).json()).toEqual({
      error: 'release-exists',
      message: 'Diese Version gibt es in diesem Kanal bereits.',
      target: 'version',
    });
    expect((await send('/webapi/releases', form({ channel: 'nightly' }))).statusCode).toBe(200);
    for (const version of ['4.2.1', '4.2.1.0.0', '4.2.1.x', '70000.0.0.0'])
      expect((await send('/webapi/releases', form({ version }))).json()).toMatchObject({ error: 'invalid-input', target: 'version' });
    for (const outside of ['../geheim.appinstaller', '/etc/passwd', 'javascript:alert(1)', 'installer/4.2.2.0.appinstaller'])
      expect((await send('/webapi/releases', form({ version: '4.2.2.0', installer: outside }))).json()).toMatchObject({
        error: 'invalid-input',
        target: 'installer',
      });
    expect((await send('/webapi/releases', form({ version: '4.2.2.0', installer: 'installers/4.2.2.0.appinstaller' }))).statusCode).toBe(
      200,
    );
  });

  it('previews notes as sanitised HTML without storing anything', async () => {
    expect(
      (await send('/webapi/release-notes-preview', { notes: '**fett** <a href="javascript:alert(1)" onclick="x()">a</a>' })).json(),
    ).toEqual({
      html: '<p><strong>fett</strong> <a>a</a></p>\n',
    });
    expect((await list()).total).toBe(0);
  });

  it("records the nightly manifest's version as a published Nightly release, once", async () => {
    const { id } = (await send('/webapi/releases/record-nightly', {})).json();
    expect((await t.app.inject({ method: 'GET', url: `/webapi/release/${id}`, headers: { cookie } })).json()).toMatchObject({
      version: '2026.11.22.7',
      channel: 'nightly',
      installer: manifests.url('/nightly.appinstaller'),
      published: true,
    });
    expect((await send('/webapi/releases/record-nightly', {})).json().error).toBe('release-exists');
  });

  it('records no Nightly whose manifest names a version Windows would not take, and says why in German', async () => {
    const answer = manifestAnswers['/nightly.appinstaller'];
    try {
      manifestAnswers['/nightly.appinstaller'] = { status: 200, body: nightlyManifest('2026.11.70000.1') };
      const response = await send('/webapi/releases/record-nightly', {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'invalid-input',
        message:
          'Die Nightly trägt die Version „2026.11.70000.1“, die keine gültige Versionsnummer ist (vier Zahlen bis 65535, z. B. 4.2.1.0); es wurde nichts erfasst.',
      });
      expect((await list()).total).toBe(0);
    } finally {
      manifestAnswers['/nightly.appinstaller'] = answer as ManifestAnswers[string];
    }
  });

  it('refuses anonymous visitors, customers and a missing token', async () => {
    const { cookie: customer } = await signedInUser(t, 'classic');
    expect((await t.app.inject({ method: 'GET', url: '/webapi/releases' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/releases', headers: { cookie: customer } })).statusCode).toBe(403);
    expect((await send('/webapi/releases', form(), customer, 'egal')).statusCode).toBe(403);
    expect((await send('/webapi/releases', form(), cookie, '')).json().error).toBe('invalid-token');
  });
});

describe('/download/installer gives the newest published stable release, INSTALLER_URL while there is none', () => {
  let t: TestApp;
  let customer: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { INSTALLER_URL: 'https://downloads.example.com/fallback.appinstaller' } });
    ({ cookie: customer } = await signedInUser(t, 'classic'));
  });
  afterAll(() => t.close());
  const download = () => t.app.inject({ method: 'GET', url: '/download/installer', headers: { cookie: customer } });

  it('falls back to INSTALLER_URL while only drafts and Nightlies exist, then follows the newest stable release', async () => {
    await createRelease(t.db, { version: '9.0.0.0', published: false, installer: 'https://downloads.example.com/draft.appinstaller' });
    await createRelease(t.db, { version: '9.1.0.0', channel: 'nightly', installer: 'https://downloads.example.com/nightly.appinstaller' });
    expect((await download()).headers.location).toBe('https://downloads.example.com/fallback.appinstaller');
    await createRelease(t.db, { version: '4.10.0.0', installer: 'https://downloads.example.com/4.10.appinstaller' });
    await createRelease(t.db, { version: '4.9.0.0', installer: 'https://downloads.example.com/4.9.appinstaller' });
    expect((await download()).headers.location).toBe('https://downloads.example.com/4.10.appinstaller');
  });

  it("serves a release's installer file from DATA_DIR/installers/", async () => {
    const folder = path.join(t.config.dataDir, 'installers', 'releases');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'B.appinstaller'), nightlyManifest('5.0.0.0'));
    try {
      await createRelease(t.db, { version: '5.0.0.0', installer: 'installers/releases/B.appinstaller' });
      const response = await download();
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(nightlyManifest('5.0.0.0'));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('keeps a release stored with a file elsewhere in DATA_DIR, but serves it as missing, without INSTALLER_URL standing in', async () => {
    const folder = path.join(t.config.dataDir, 'installer');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'B.appinstaller'), nightlyManifest('6.0.0.0'));
    try {
      await createRelease(t.db, { version: '6.0.0.0', installer: 'installer/B.appinstaller' });
      const response = await download();
      expect([response.statusCode, response.headers.location, response.json()]).toEqual([
        404,
        undefined,
        { error: 'not-found', message: 'Das Installationsprogramm ist zurzeit nicht verfügbar. Bitte wenden Sie sich an den Support.' },
      ]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('gives the newest Nightly with channel=nightly to admins only, and no INSTALLER_URL fallback for it', async () => {
    const nightly = (cookie: string) => t.app.inject({ method: 'GET', url: '/download/installer?channel=nightly', headers: { cookie } });
    const { cookie: admin } = await signedInUser(t, 'admin');
    expect((await nightly(customer)).json()).toMatchObject({ error: 'forbidden' });
    // Declared in the call's access and checked there, before the call sends an anonymous visitor to sign in.
    expect((await nightly('')).json()).toMatchObject({ error: 'forbidden' });
    expect((await t.app.inject({ method: 'GET', url: '/download/installer' })).headers.location).toBe('/login?next=%2Fdownload');
    expect((await nightly(admin)).headers.location).toBe('https://downloads.example.com/nightly.appinstaller');
    await createRelease(t.db, { version: '9.2.0.0', channel: 'nightly', installer: 'https://downloads.example.com/9.2.appinstaller' });
    expect((await nightly(admin)).headers.location).toBe('https://downloads.example.com/9.2.appinstaller');
  });
});
