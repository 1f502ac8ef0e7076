/**
 * First start against later starts of the portal on the embedded database, and the memory of the
 * idle server (decision 026). Run with `npm run bench:start --workspace @bfsm/tests`
 * after `npm run build`. Each start runs `node server/dist/server.js` as `npm start` does, with a
 * data folder of its own, and counts until the server accepts requests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';

const serverScript = path.resolve(import.meta.dirname, '../../../server/dist/server.js');
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 10);

/** Starts the server and resolves once it logs that it listens. */
async function start(dataDir: string, port: number, extraEnv: Record<string, string> = {}): Promise<{ child: ChildProcess; ms: number }> {
  const began = performance.now();
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean), serverScript], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Portal läuft')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`server ended with ${code}:\n${output}`)));
  });
  return { child, ms: performance.now() - began };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit');
  child.kill('SIGINT');
  await exited;
}

/** Resident memory of the process, from /proc (Linux). */
async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bfsm-start-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  try {
    const first = await start(dataDir, port);
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const memory = await residentMegabytes(first.child.pid!);
    await stop(first.child);
    const later = await start(dataDir, port);
    await stop(later.child);
    console.log(
      `bench: first start ${(first.ms / 1000).toFixed(1)} s, later start ${(later.ms / 1000).toFixed(1)} s, idle memory after ${idleSeconds} s ${memory.toFixed(0)} MB (embedded database)`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
