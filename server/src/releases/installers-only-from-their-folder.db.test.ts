import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { texts } from '@bfsm/api-adapter';
import { createRelease, createUser } from '../factories/index.js';
import { createTestApp, signedInUser, signIn, type TestApp } from '../test-support/test-app.js';
import { createTestAppWithMail, sentMails, type TestAppWithMail } from '../test-support/test-app-with-mail.js';
import { formRequest, tokenOf } from '../test-support/webapi.js';
import { logCollector } from '../test-support/log-collector.js';
import { requestResetThroughForm } from '../registration/test-support/register-through-form.js';
import { releaseTexts } from './release-texts.js';

jest.setTimeout(120_000);

/**
 * Decision 050: a release's installer (and INSTALLER_URL's) is an http(s) address or an installer
 * file in DATA_DIR/installers/, nothing else of the data folder. A penetration test published the
 * licence signing key as the installer and downloaded it as a customer; here every kind of file
 * the portal keeps in DATA_DIR is tried by every way of naming it, when saving a release and, for
 * rows stored before the rule, at the download.
 */
describe('installers only from DATA_DIR/installers/: no file of the data folder is published', () => {
  let t: TestAppWithMail;
  let admin: string;
  let customer: string;
  /** Every file of the data folder, relative to it, and what it holds. */
  const secrets = new Map<string, string>();

  beforeAll(async () => {
    // No SECOND_FACTOR_KEY and no LICENSE_SIGNING_KEY: the portal makes both key files in its DATA_DIR, as on a real installation.
    t = await createTestAppWithMail({ env: { SECOND_FACTOR_KEY: '' } });
    ({ cookie: admin } = await signedInUser(t, 'admin'));
    const password = 'Kunden-Passwort-2026';
    const user = await createUser(t.db, { kind: 'nextOwner', password });
    customer = await signIn(t.app, user.email, password);
    // A real mail in the outbox, with a live reset link.
    expect((await requestResetThroughForm(t.app, user.email)).statusCode).toBe(200);
    expect(await sentMails(t, 'forgotten')).toHaveLength(1);

    const dataDir = t.config.dataDir;
    // The portal makes the folder at its start; made here as well, so the test also runs against a portal that did not.
    await mkdir(path.join(dataDir, 'installers'), { recursive: true });
    // What the embedded database, the reference uploads, operator pages, the backup socket and an operator's backups leave there.
    const written: Record<string, string> = {
      'pgdata/PG_VERSION': '17\n',
      'pgdata/global/pg_control': 'GEHEIM: Steuerdatei der Datenbank',
      'pgdata/base/1/1259': 'GEHEIM: Tabellen der Datenbank',
      'pgdata/postgresql.conf': 'GEHEIM: Einstellungen der Datenbank',
      'uploads/1/full-900.webp': 'GEHEIM: ein hochgeladenes Bild',
      'pages/impressum.html': '<p>GEHEIM: Seite des Betreibers</p>',
      'backup.sock': 'GEHEIM: Socket der Sicherung',
      'backups/portal-2026-07-01.tar.gz': 'GEHEIM: eine Sicherung mit allen Passwort-Hashes',
      'backups/portal-2026-07-02.tar.gz.partial': 'GEHEIM: eine halbe Sicherung',
      // Named like an installer, but not in installers/.
      'stray.msix': 'GEHEIM: kein Installationsprogramm des Portals',
    };
    for (const [file, content] of Object.entries(written)) {
      await mkdir(path.dirname(path.join(dataDir, file)), { recursive: true });
      await writeFile(path.join(dataDir, file), content);
    }
    const outbox = (await readdir(path.join(dataDir, 'outbox'))).filter((name) => name.endsWith('.eml'));
    for (const file of ['license-signing-key.pem', 'second-factor.key', ...outbox.map((name) => `outbox/${name}`), ...Object.keys(written)])
      secrets.set(file, await readFile(path.join(dataDir, file), 'utf8'));
    expect([...secrets.keys()].map((file) => file.replace(/^outbox\/.+\.eml$/, 'outbox/*.eml')).sort()).toEqual([
      'backup.sock',
      'backups/portal-2026-07-01.tar.gz',
      'backups/portal-2026-07-02.tar.gz.partial',
      'license-signing-key.pem',
      'outbox/*.eml',
      'pages/impressum.html',
      'pgdata/PG_VERSION',
      'pgdata/base/1/1259',
      'pgdata/global/pg_control',
      'pgdata/postgresql.conf',
      'second-factor.key',
      'stray.msix',
      'uploads/1/full-900.webp',
    ]);
    expect(secrets.get('license-signing-key.pem')).toContain('PRIVATE KEY');
    expect([...secrets.values()].find((content) => content.includes('confirm-forgotten-password'))).toBeDefined();
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.deleteFrom('releases').execute());

  const dataDir = () => t.config.dataDir;
  const installers = () => path.join(dataDir(), 'installers');

  /** Each way of naming `file` (relative to DATA_DIR) as the installer, with the refusal expected. */
  async function namings(file: string): Promise<Array<{ installer: string; message: string }>> {
    const slug = file.replace(/[^\w]+/g, '-');
    const place = texts.validation.installerPlace;
    const viaLink = `installers/${slug}.msix`;
    const viaRelativeLink = `installers/${slug}-relativ.msix`;
    await rm(path.join(dataDir(), viaLink), { force: true });
    await rm(path.join(dataDir(), viaRelativeLink), { force: true });
    await symlink(path.join(dataDir(), file), path.join(dataDir(), viaLink));
    await symlink(path.join('..', file), path.join(dataDir(), viaRelativeLink));
    return [
      { installer: file, message: place },
      { installer: `installers/../${file}`, message: place },
      { installer: `../${path.basename(dataDir())}/${file}`, message: place },
      { installer: `installers/../../${path.basename(dataDir())}/${file}`, message: place },
      { installer: path.join(dataDir(), file), message: place },
      { installer: `installers/%2e%2e/${file}`, message: place },
      { installer: `installers/..%2f${file}`, message: place },
      { installer: `installers%2F..%2F${file}`, message: place },
      { installer: `installers\\..\\${file.replaceAll('/', '\\')}`, message: place },
      { installer: `file://${path.join(dataDir(), file)}`, message: place },
      { installer: viaLink, message: releaseTexts.installerInvalid.link },
      { installer: viaRelativeLink, message: releaseTexts.installerInvalid.link },
    ];
  }

  const form = (installer: string, version = '4.2.1.0') => ({
    version,
    channel: 'stable',
    publishedOn: '2026-11-20',
    notes: '',
    installer,
    published: '1',
  });
  const save = async (fields: Record<string, string>, url = '/webapi/releases') =>
    t.app.inject({
      method: 'POST',
      url,
      ...formRequest({ _token: await tokenOf(t.app, admin, '/webapi/releaseToken'), ...fields }, admin),
    });
  const download = (cookie: string, query = '') => t.app.inject({ method: 'GET', url: `/download/installer${query}`, headers: { cookie } });
  // The answer as text, so that a file served by mistake shows in the failure as it came.
  const notAvailable = JSON.stringify({
    error: 'not-found',
    message: 'Das Installationsprogramm ist zurzeit nicht verfügbar. Bitte wenden Sie sich an den Support.',
  });

  it('refuses every file of the data folder as a new or changed release, with the German reason, and serves none of them', async () => {
    const { id } = await createRelease(t.db, { version: '4.0.0.0', installer: 'https://downloads.example.com/4.0.0.0/B.appinstaller' });
    for (const file of secrets.keys()) {
      for (const { installer, message } of await namings(file)) {
        const expected = { installer, answer: { error: 'invalid-input', message, target: 'installer' } };
        expect({ installer, answer: (await save(form(installer))).json() }).toEqual(expected);
        expect({ installer, answer: (await save(form(installer, '4.0.0.0'), `/webapi/release/${id}`)).json() }).toEqual(expected);
      }
    }
    expect(await t.db.selectFrom('releases').select(['version', 'installer']).execute()).toEqual([
      { version: '4.0.0.0', installer: 'https://downloads.example.com/4.0.0.0/B.appinstaller' },
    ]);
  });

  it('serves no file of the data folder from a release stored before the rule: a customer and an admin get 404 as for a missing file', async () => {
    for (const file of secrets.keys()) {
      for (const { installer } of await namings(file)) {
        await t.db.deleteFrom('releases').execute();
        await createRelease(t.db, { version: '4.2.1.0', channel: 'stable', installer });
        await createRelease(t.db, { version: '4.2.1.1', channel: 'nightly', installer });
        for (const answer of [await download(customer), await download(admin, '?channel=nightly')]) {
          expect({ installer, status: answer.statusCode, body: answer.body }).toEqual({ installer, status: 404, body: notAvailable });
          for (const content of secrets.values()) expect(answer.body).not.toContain(content.trim());
        }
      }
    }
  });

  it('takes and serves an installer in installers/, also through a link to another one there', async () => {
    await writeFile(path.join(installers(), 'Brandfallsteuermatrix.msix'), 'MSIX-PAKET 4.2.1.0');
    await rm(path.join(installers(), 'Aktuell.msix'), { force: true });
    await symlink('Brandfallsteuermatrix.msix', path.join(installers(), 'Aktuell.msix'));
    expect((await save(form('installers/Brandfallsteuermatrix.msix'))).json()).toEqual({ success: true, id: expect.any(Number) });
    let answer = await download(customer);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/msix');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="Brandfallsteuermatrix.msix"');
    expect(answer.body).toBe('MSIX-PAKET 4.2.1.0');

    expect((await save(form('installers/Aktuell.msix', '4.2.2.0'))).statusCode).toBe(200);
    answer = await download(customer);
    expect([answer.statusCode, answer.headers['content-disposition'], answer.body]).toEqual([
      200,
      'attachment; filename="Aktuell.msix"',
      'MSIX-PAKET 4.2.1.0',
    ]);
  });

  it('does not serve INSTALLER_URL when its file in installers/ is a link out of the folder', async () => {
    await rm(path.join(installers(), 'Schluessel.appinstaller'), { force: true });
    await symlink(path.join(dataDir(), 'license-signing-key.pem'), path.join(installers(), 'Schluessel.appinstaller'));
    const other: TestApp = await createTestApp({
      database: t.database,
      env: { DATA_DIR: dataDir(), SECOND_FACTOR_KEY: '', INSTALLER_URL: 'installers/Schluessel.appinstaller' },
    });
    try {
      const answer = await other.app.inject({ method: 'GET', url: '/download/installer', headers: { cookie: customer } });
      expect([answer.statusCode, answer.body]).toEqual([404, notAvailable]);
    } finally {
      await other.close();
    }
  });

  it('makes installers/ at the start and names in the log each published release stored with an installer it no longer serves', async () => {
    await rm(installers(), { recursive: true, force: true });
    await createRelease(t.db, { version: '4.1.0.0', installer: 'installer/Brandfallsteuermatrix.appinstaller' });
    await createRelease(t.db, { version: '4.2.0.0', installer: 'license-signing-key.pem' });
    await createRelease(t.db, { version: '4.3.0.0', installer: 'license-signing-key.pem', published: false });
    await createRelease(t.db, { version: '4.4.0.0', installer: 'installers/Brandfallsteuermatrix.msix' });
    const log = logCollector();
    const other = await createTestApp({ database: t.database, logStream: log.stream, env: { DATA_DIR: dataDir(), LOG_LEVEL: 'warn' } });
    try {
      expect(existsSync(installers())).toBe(true);
      const warnings = log.lines.map((line) => String(line.msg)).filter((message) => message.includes('Installationsdatei'));
      expect(warnings).toEqual([
        expect.stringMatching(
          /^Version 4\.1\.0\.0 \(stable\): die Installationsdatei „installer\/Brandfallsteuermatrix\.appinstaller“ wird nicht ausgeliefert/,
        ),
        expect.stringMatching(/^Version 4\.2\.0\.0 \(stable\): die Installationsdatei „license-signing-key\.pem“ wird nicht ausgeliefert/),
      ]);
    } finally {
      await other.close();
    }
  });
});
