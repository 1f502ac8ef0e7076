import { createServer } from 'node:net';
import path from 'node:path';
import { createTestApp, type TestApp } from '@bfsm/server/test-support/test-app.js';

export interface RunningPortal extends TestApp {
  url: string;
}

const root = path.resolve(__dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The whole portal as a person meets it: the real server with the built customer and admin
 * apps, on its own fresh database, listening on loopback. Journeys create their data through the
 * same factories as the demo seed, on `portal.db`.
 */
export async function startPortal(env: Record<string, string> = {}): Promise<RunningPortal> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const portal = await createTestApp({
    env: { PORT: String(port), PUBLIC_URL: url, ...env },
    staticRoots: { customer: path.join(root, 'customer/dist'), admin: path.join(root, 'admin/dist') },
  });
  await portal.app.listen({ port, host: '127.0.0.1' });
  return { ...portal, url };
}
