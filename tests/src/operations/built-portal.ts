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
  /** kill -9: no shutdown, whatever runs is cut off. */
  kill(): Promise<void>;
}

/** `node server/dist/server.js` as `npm start` runs it, ready once it logs where it listens. */
export async function startBuiltPortal(settings: Record<string, string>): Promise<BuiltPortal> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(built, 'server.js')], {
    env: operatorEnvironment({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, SHUTDOWN_DRAIN_SECONDS: '0', ...settings }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  // What the server printed, for the error of a start that fails.
  const output: string[] = [];
  const listening = new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      output.push(line);
      if (line.includes('Portal läuft auf')) resolve();
    });
    createInterface({ input: child.stderr }).on('line', (line) => output.push(line));
    void exited.then(([code]) => reject(new Error(`Das Portal endete beim Start mit ${String(code)}:\n${output.join('\n')}`)));
  });
  await listening;
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
