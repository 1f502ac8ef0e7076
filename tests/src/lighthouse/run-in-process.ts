import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FormFactor, Measurement } from './goals.js';

const run = promisify(execFile);
const testsPackage = path.resolve(__dirname, '../..');

/** One Lighthouse run in a process of its own (run-lighthouse.ts says why). */
export async function runLighthouse(url: string, formFactor: FormFactor, cpuSlowdown?: number, cookie?: string): Promise<Measurement> {
  const args = [
    '--import',
    'tsx',
    path.join(__dirname, 'run-lighthouse.ts'),
    url,
    formFactor,
    ...(cpuSlowdown ? [String(cpuSlowdown)] : []),
  ];
  const { stdout } = await run(process.execPath, args, {
    cwd: testsPackage,
    env: { ...process.env, ...(cookie && { LIGHTHOUSE_COOKIE: cookie }) },
    timeout: 120_000,
    maxBuffer: 10 * 1024 * 1024,
  });
  const line = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as Measurement;
}
