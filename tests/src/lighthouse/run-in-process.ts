import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { FormFactor, Measurement } from './goals.js';
import type { LighthouseRequest } from './run-lighthouse.js';

const testsPackage = path.resolve(__dirname, '../..');
/** A run that takes longer has hung (a trace that never ends): its process is ended and the next run starts a new one. */
const runTimeoutMs = 120_000;

interface Runner {
  child: ChildProcessWithoutNullStreams;
  next(): Promise<string>;
}

let runner: Runner | undefined;

/** The Lighthouse process of this suite (run-lighthouse.ts says why one), started on first use. */
function lighthouseProcess(): Runner {
  if (runner && runner.child.exitCode === null && runner.child.signalCode === null) return runner;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'run-lighthouse.ts')], { cwd: testsPackage });
  const waiting: ((line: string) => void)[] = [];
  const ready: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!line.startsWith('RESULT ')) return;
    const answer = line.slice('RESULT '.length);
    const wake = waiting.shift();
    if (wake) wake(answer);
    else ready.push(answer);
  });
  child.stderr.resume();
  const next = () => {
    const answer = ready.shift();
    return answer !== undefined ? Promise.resolve(answer) : new Promise<string>((resolve) => waiting.push(resolve));
  };
  runner = { child, next };
  return runner;
}

/** One Lighthouse run, in the suite's Lighthouse process, with the person's session `cookie` for a signed-in screen. */
export async function runLighthouse(url: string, formFactor: FormFactor, cpuSlowdown?: number, cookie?: string): Promise<Measurement> {
  const { child, next } = lighthouseProcess();
  const request: LighthouseRequest = { url, formFactor, cpuSlowdown, cookie };
  child.stdin.write(`${JSON.stringify(request)}\n`);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      child.kill();
      reject(new Error(`Lighthouse: keine Antwort nach ${runTimeoutMs / 1000} s für ${url}`));
    }, runTimeoutMs);
  });
  try {
    const answer = JSON.parse(await Promise.race([next(), timedOut])) as Measurement | { error: string };
    if ('error' in answer) throw new Error(answer.error);
    return answer;
  } finally {
    clearTimeout(timer);
  }
}

/** Ends the suite's Lighthouse process (afterAll); Lighthouse's own timers would keep it alive after its input ends. */
export function closeLighthouse(): void {
  runner?.child.stdin.end();
  runner?.child.kill();
  runner = undefined;
}
