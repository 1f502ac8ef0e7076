import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { freePort } from '../support/portal.js';

const built = path.resolve(__dirname, '../../../server/dist');
const run = promisify(execFile);

/**
 * The environment an operator's shell gives the built server: only what is named here, so that
 * nothing of the test run (DATABASE_URL, NODE_ENV=test) leaks into the installation.
 */
function operatorEnvironment(settings: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', ...settings };
}

/** `node server/dist/cli.js …` as `npm run backup` and friends call it; rejects with its stderr on a non-zero exit. */
export async function runBuiltCli(args: string[], settings: Record<string, string>): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(built, 'cli.js'), ...args], { env: operatorEnvironment(settings) });
  return stdout;
}

export interface BuiltPortal {
  url: string;
  stop(): Promise<void>;
}

/** `node server/dist/server.js` as `npm start` runs it, ready once it logs where it listens. */
export async function startBuiltPortal(settings: Record<string, string>): Promise<BuiltPortal> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(built, 'server.js')], {
    env: operatorEnvironment({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, SHUTDOWN_DRAIN_SECONDS: '0', ...settings }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const listening = new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('Portal läuft auf')) resolve();
    });
    void exited.then(([code]) => reject(new Error(`Das Portal endete beim Start mit ${String(code)}.`)));
  });
  await listening;
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
