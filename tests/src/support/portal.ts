import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '@bfsm/server/test-support/test-app.js';

export interface RunningPortal extends TestApp {
  url: string;
}

const root = path.resolve(__dirname, '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Another build of an app than its dist/ folder, for a benchmark that compares two builds in one run. */
export interface OtherBuilds {
  customerDist?: string | undefined;
  adminDist?: string | undefined;
}

/**
 * A copy of the built apps for one suite: a `vite build` that runs meanwhile (a watcher, another
 * terminal) empties dist/ and would pull the assets from under a page in the middle of a journey.
 */
async function snapshotBuiltApps(otherBuilds: OtherBuilds): Promise<{ customer: string; admin: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'bfsm-journey-'));
  const copy = async (app: 'customer' | 'admin') => {
    const built = otherBuilds[`${app}Dist`] ?? path.join(root, app, 'dist');
    const target = path.join(folder, app);
    if (existsSync(built)) await cp(built, target, { recursive: true });
    return target;
  };
  const [customer, admin] = await Promise.all([copy('customer'), copy('admin')]);
  return { customer, admin, remove: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * The whole portal as a person meets it: the real server with the built customer and admin
 * apps, on its own fresh database, listening on loopback. Journeys create their data through the
 * same factories as the demo seed, on `portal.db`. `customerDist`, `adminDist`: another build of
 * that app than its dist/ folder, for a benchmark that compares two builds in one run.
 */
export async function startPortal(
  env: Record<string, string> = {},
  options: { host?: 'localhost' } & OtherBuilds = {},
): Promise<RunningPortal> {
  const port = await freePort();
  // 'localhost' where the browser refuses an IP address as the site's name (WebAuthn's RP ID); it still reaches loopback.
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const apps = await snapshotBuiltApps(options);
  const portal = await createTestApp({
    env: { PORT: String(port), PUBLIC_URL: url, ...env },
    staticRoots: { customer: apps.customer, admin: apps.admin },
  });
  await portal.app.listen({ port, host: '127.0.0.1' });
  return {
    ...portal,
    url,
    async close() {
      await portal.close();
      await apps.remove();
    },
  };
}
