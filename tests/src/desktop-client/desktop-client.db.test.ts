import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createRelease, createUser } from '@bfsm/server/factories/index.js';
import { signIn } from '@bfsm/server/test-support/test-app.js';
import { startPortal, type RunningPortal } from '../support/portal.js';
import {
  activate,
  checkForUpdate,
  checkLicense,
  deactivate,
  DesktopApiError,
  devicePublicKey,
  fetchPublicKey,
  refresh,
  sendDeactivationProof,
  type ClientState,
} from './desktop-client.js';

jest.setTimeout(120_000);

const password = 'Client-Passwort-2026';
const run = promisify(execFile);
const root = path.resolve(__dirname, '../../..');

describe('the reference desktop client', () => {
  let portal: RunningPortal;
  let folder: string;
  /** `npm run desktop-client` against the test portal, with its state in `stateFile`. */
  const cliIn =
    (stateFile: string, fingerprint: string) =>
    (...args: string[]) =>
      run(
        'npx',
        ['tsx', 'tests/src/desktop-client/cli.ts', ...args, '--url', portal.url, '--state', stateFile, '--fingerprint', fingerprint],
        {
          cwd: root,
          env: { ...process.env, DESKTOP_CLIENT_PASSWORD: password, INIT_CWD: root },
        },
      );
  beforeAll(async () => {
    portal = await startPortal();
    folder = await mkdtemp(path.join(tmpdir(), 'bfsm-desktop-client-'));
  });
  afterAll(async () => {
    await portal.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('activates, checks the file offline, refreshes and deactivates over HTTP', async () => {
    const user = await createUser(portal.db, { kind: 'classic', password, maxDevices: 1 });
    const publicKey = await fetchPublicKey(portal.url);
    const state = await activate({
      portalUrl: portal.url,
      email: user.email,
      password,
      deviceName: 'Büro-PC',
      fingerprint: 'client-fingerprint-1',
    });
    expect(checkLicense(publicKey, state)).toMatchObject({
      valid: true,
      license: { user: { email: user.email }, device: { name: 'Büro-PC' } },
    });
    expect(checkLicense(publicKey, { ...state, fingerprint: 'anderer-rechner-22' })).toEqual({ valid: false, reason: 'wrong-device' });

    const second = activate({
      portalUrl: portal.url,
      email: user.email,
      password,
      deviceName: 'Laptop',
      fingerprint: 'client-fingerprint-2',
    });
    await expect(second).rejects.toMatchObject({ status: 409, code: 'device-limit', message: expect.stringContaining('„Büro-PC“') });

    const renewed: ClientState = await refresh({ ...state, version: '4.2.1.0' });
    const reported = await portal.db.selectFrom('devices').select('app_version').where('id', '=', state.deviceId).executeTakeFirstOrThrow();
    expect(reported.app_version).toBe('4.2.1.0');
    expect(checkLicense(publicKey, renewed).valid).toBe(true);
    expect(await checkForUpdate(renewed)).toBeNull();
    await expect(checkForUpdate(renewed, 'nightly')).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    await deactivate(renewed);
    await expect(refresh(renewed)).rejects.toBeInstanceOf(DesktopApiError);
    expect(await portal.db.selectFrom('devices').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('registers its device key; `offline-deactivate` deletes the licence and writes a proof that frees the slot once', async () => {
    const user = await createUser(portal.db, { kind: 'classic', password, maxDevices: 1 });
    const stateFile = path.join(folder, 'offline-state.json');
    const proofFile = path.join(folder, 'nachweis.bfsm-nachweis');
    const client = cliIn(stateFile, 'offline-fingerprint-01');
    await client('activate', '--email', user.email, '--name', 'Baustelle');
    const state = JSON.parse(await readFile(stateFile, 'utf8')) as ClientState;
    const device = await portal.db.selectFrom('devices').select(['public_key']).where('id', '=', state.deviceId).executeTakeFirstOrThrow();
    expect(device.public_key).toBe(devicePublicKey(state.devicePrivateKey));

    expect((await client('offline-deactivate', '--out', proofFile)).stdout).toContain('Lizenz gelöscht');
    await expect(readFile(stateFile)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(JSON.parse(await readFile(proofFile, 'utf8'))).toMatchObject({ format: 'bfsm-deactivation-v1', algorithm: 'Ed25519' });
    expect((await client('send-proof', proofFile)).stdout).toContain('Nachweis angenommen');
    expect(await portal.db.selectFrom('devices').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    await expect(sendDeactivationProof(portal.url, await readFile(proofFile, 'utf8'))).rejects.toMatchObject({
      status: 409,
      code: 'proof-refused',
    });
  });

  it('`offline-request` writes a request the portal activates; `offline-install` keeps the licence file and `check` verifies it offline', async () => {
    const user = await createUser(portal.db, { kind: 'classic', password, maxDevices: 1 });
    const stateFile = path.join(folder, 'offline-request-state.json');
    const requestFile = path.join(folder, 'anfrage.bfsm-anfrage');
    const licenseFile = path.join(folder, 'Messwagen.bfsm-lizenz');
    const keyFile = path.join(folder, 'portal.pem');
    const client = cliIn(stateFile, 'offline-request-fingerprint-01');
    await client('offline-request', '--name', 'Messwagen', '--out', requestFile, '--app-version', '2.4.0.0');

    // The customer uploads the request on the profile and downloads the licence file.
    const cookie = await signIn(portal.app, user.email, password);
    const uploaded = await portal.app.inject({
      method: 'POST',
      url: `/webapi/offline-activation/${user.id}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ request: await readFile(requestFile, 'utf8') }),
    });
    expect(uploaded.statusCode).toBe(200);
    const answer = uploaded.json<{ deviceId: number; licenseFile: unknown }>();
    const device = await portal.db
      .selectFrom('devices')
      .select(['public_key', 'app_version'])
      .where('id', '=', answer.deviceId)
      .executeTakeFirstOrThrow();
    expect(device).toEqual({ public_key: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/), app_version: '2.4.0.0' });

    await writeFile(licenseFile, JSON.stringify(answer.licenseFile));
    await writeFile(keyFile, await fetchPublicKey(portal.url));
    expect((await client('offline-install', licenseFile, '--public-key', keyFile)).stdout).toContain(
      `Gerät ${answer.deviceId} (Messwagen)`,
    );
    expect((await client('check')).stdout).toMatch(/Gerät \d+ \(Messwagen\): Lizenz .* gültig bis /);
  });

  it('works as the command `npm run desktop-client`, keeping its state in a file and failing with a German message', async () => {
    const user = await createUser(portal.db, { kind: 'nextOwner', password });
    const stateFile = path.join(folder, 'state.json');
    const client = cliIn(stateFile, 'cli-fingerprint-01');

    const activated = await client('activate', '--email', user.email, '--name', 'Werkstatt');
    expect(activated.stdout).toMatch(/Gerät \d+ \(Werkstatt\): Lizenz Next für /);
    expect(JSON.parse(await readFile(stateFile, 'utf8'))).toMatchObject({
      fingerprint: 'cli-fingerprint-01',
      deviceToken: expect.stringMatching(/^bfsm_dt_/),
    });
    expect((await client('refresh')).stdout).toContain('gültig bis');
    expect((await client('update-check')).stdout).toContain('Version 1.0.0.0 ist aktuell.');
    await createRelease(portal.db, {
      version: '1.0.1.0',
      notes: 'Schnellerer Export',
      installer: 'https://downloads.example.com/B.appinstaller',
    });
    const found = (await client('update-check')).stdout;
    expect(found).toContain('Neue Version 1.0.1.0 vom 2026-11-01: https://downloads.example.com/B.appinstaller');
    expect(found).toContain('Schnellerer Export');
    expect((await client('deactivate')).stdout).toContain('Gerät deaktiviert');
    await expect(client('activate', '--email', user.email, '--password', 'falsches-passwort')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Abgelehnt (400 invalid-credentials)'),
    });
  });
});
