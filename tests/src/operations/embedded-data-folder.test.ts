import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runBuiltCli, startBuiltPortal, type BuiltPortal } from './built-portal.js';

// Several portal starts, each a process of its own, on a shared machine.
jest.setTimeout(120_000);

const demoCustomer = { username: 'demo-concept@example.test', password: 'Passwort123!' };
const inUse = 'wird schon von einem laufenden Portal oder Befehl benutzt';

/** Signs the demo customer in; the session cookie. */
async function signIn(portal: BuiltPortal): Promise<string> {
  const answer = await fetch(`${portal.url}/check-login`, { method: 'POST', body: new URLSearchParams(demoCustomer) });
  expect(answer.status).toBe(200);
  const cookie = answer.headers.getSetCookie().find((value) => value.startsWith('bfsm_session='));
  return cookie!.split(';')[0]!;
}

const userinfo = (portal: BuiltPortal, cookie: string) => fetch(`${portal.url}/webapi/userinfo`, { headers: { cookie } });

/**
 * The embedded database in DATA_DIR belongs to one process (decision 059): the built portal, as
 * `npm start` runs it, keeps a second portal and the command line out while it runs, and a portal
 * killed with kill -9 in the middle of writes leaves a database the next start opens with
 * everything that was committed.
 */
describe('the embedded data folder', () => {
  let folder: string;
  let dataDir: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'bfsm-data-folder-'));
    dataDir = path.join(folder, 'daten');
    await runBuiltCli(['demo-data'], { DATA_DIR: dataDir });
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('refuses a second portal and the command line while a portal runs on it; the first keeps serving', async () => {
    const first = await startBuiltPortal({ DATA_DIR: dataDir });
    try {
      await expect(startBuiltPortal({ DATA_DIR: dataDir })).rejects.toThrow(inUse);
      await expect(runBuiltCli(['demo-data', '--force'], { DATA_DIR: dataDir })).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(inUse),
      });
      expect((await userinfo(first, await signIn(first))).status).toBe(200);
    } finally {
      await first.stop();
    }
  });

  it('opens again after a kill -9 in the middle of writes, with everything committed before', async () => {
    // Parallel sign-ins are each counted before the password is checked: room for all of them.
    const settings = { DATA_DIR: dataDir, LOGIN_MAX_FAILURES: '1000' };
    const first = await startBuiltPortal(settings);
    const committed = await signIn(first);
    // Writes in flight when the process dies: sign-ins, a session row and an audit entry each.
    const inFlight = Array.from({ length: 60 }, () =>
      fetch(`${first.url}/check-login`, { method: 'POST', body: new URLSearchParams(demoCustomer) }).catch(() => undefined),
    );
    // Killed once the first of them is answered: the others are being worked on or wait.
    await Promise.race(inFlight);
    await first.kill();
    await Promise.all(inFlight);

    const second = await startBuiltPortal(settings);
    try {
      expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
      expect((await userinfo(second, committed)).status).toBe(200);
      expect((await userinfo(second, await signIn(second))).status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});
