/**
 * Account enumeration by timing (decisions 013 and 030): the registration and the forgotten-password
 * request must take as long for an address that has an account as for one that has none, and so
 * must a request sent right after the answer, which would pay for work the server does after
 * answering on the same event loop. Prints the median answer time of both calls, and of the
 * follow-up request (`GET /readyz`, one database round trip), for known and unknown addresses. The client runs in a
 * process of its own, as a real one would: in the server's process it would also wait for work
 * the server does after answering. Run with `npm run bench:enumeration --workspace @bfsm/tests`;
 * with TEST_DATABASE_KIND=postgres and TEST_DATABASE_URL on PostgreSQL instead.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Challenge } from 'altcha-lib';
import { encodeAltchaPayload, solveAltcha } from '@bfsm/server/captcha/test-support/solve-captcha.js';
import { createUser } from '@bfsm/server/factories/index.js';
import { createTestApp } from '@bfsm/server/test-support/test-app.js';
import { bracketFields, encodedBody } from '../support/request-body.js';

const samples = Number(process.env.BENCH_SAMPLES ?? 40);
const knownEmail = 'bekannt@bench.example';
/** Room for the work the server does after an answer (due up to 250 ms later), so that no sample pays for the one before. */
const pauseMs = 600;

type Call = 'registerKnown' | 'registerUnknown' | 'forgotKnown' | 'forgotUnknown';
type Timing = { answer: number; followUp: number };

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The client: prepares each call as a browser would (token, captcha), and times only the call itself. */
async function runClient(baseUrl: string): Promise<Record<Call, Timing[]>> {
  // One browser session per form, as one visitor sending many forms: the portal starts only a few
  // anonymous sessions per address and hour, and a form token serves its session again and again.
  const sessions = new Map<string, { token: string; cookie: string }>();
  async function tokenAndCookie(path: string): Promise<{ token: string; cookie: string }> {
    const known = sessions.get(path);
    if (known) return known;
    const response = await fetch(`${baseUrl}${path}`);
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const session = { token: ((await response.json()) as { token: string }).token, cookie };
    sessions.set(path, session);
    return session;
  }
  async function captcha(): Promise<string> {
    const challenge = (await (await fetch(`${baseUrl}/webapi/captcha/challenge`)).json()) as Challenge;
    return encodeAltchaPayload(await solveAltcha(challenge));
  }
  async function timedFetch(url: string, init?: RequestInit): Promise<number> {
    const started = performance.now();
    const response = await fetch(url, init);
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${text}`);
    return elapsed;
  }
  /** The call, then at once the follow-up request: what an attacker times to see work done after the answer. */
  async function timed(url: string, init: RequestInit): Promise<Timing> {
    const answer = await timedFetch(url, init);
    return { answer, followUp: await timedFetch(`${baseUrl}/readyz`) };
  }
  async function register(email: string): Promise<Timing> {
    const { token, cookie } = await tokenAndCookie('/webapi/register-token');
    const form = encodedBody(
      'multipart',
      bracketFields({
        user_register: {
          email,
          greeting: 'Frau',
          firstName: 'Bea',
          lastName: 'Bench',
          companyName: 'Bench GmbH',
          phone_number: '030 1',
          plainPassword: { first: 'Ein-Bench-Passwort-5', second: 'Ein-Bench-Passwort-5' },
          license_type: 'next-trial',
          privacy_policy_accepted: '1',
          terms_accepted: '1',
          captcha: await captcha(),
          _token: token,
        },
      }),
      { cookie },
    );
    return timed(`${baseUrl}/webapi/register`, { method: 'POST', body: form.payload ?? null, headers: form.headers });
  }
  async function forgotPassword(email: string): Promise<Timing> {
    const { token, cookie } = await tokenAndCookie('/webapi/forgotten-password-token');
    const form = encodedBody(
      'form',
      [
        ['email', email],
        ['captcha', await captcha()],
        ['_token', token],
      ],
      { cookie },
    );
    return timed(`${baseUrl}/webapi/forgot-password`, { method: 'POST', body: form.payload ?? null, headers: form.headers });
  }

  const calls: Array<[Call, (n: number) => Promise<Timing>]> = [
    ['registerKnown', () => register(knownEmail)],
    ['registerUnknown', (n) => register(`neu-${n}@bench.example`)],
    ['forgotKnown', () => forgotPassword(knownEmail)],
    ['forgotUnknown', (n) => forgotPassword(`niemand-${n}@bench.example`)],
  ];
  const times: Record<Call, Timing[]> = { registerKnown: [], registerUnknown: [], forgotKnown: [], forgotUnknown: [] };
  const pause = () => new Promise((resolve) => setTimeout(resolve, pauseMs));
  // Warm-up, then the calls in a rotating order so that no kind always follows the same other.
  for (const [, call] of calls) await call(-1).then(pause);
  for (let n = 0; n < samples; n++) {
    for (let k = 0; k < calls.length; k++) {
      const [name, call] = calls[(n + k) % calls.length] as (typeof calls)[number];
      times[name].push(await call(n));
      await pause();
    }
  }
  return times;
}

async function main(): Promise<void> {
  const portal = await createTestApp();
  await createUser(portal.db, { kind: 'classic', email: knownEmail });
  const baseUrl = await portal.app.listen({ port: 0, host: '127.0.0.1' });

  const client = fork(fileURLToPath(import.meta.url), ['client', baseUrl], { execArgv: process.execArgv });
  const times = await new Promise<Record<Call, Timing[]>>((resolve, reject) => {
    client.once('message', (message) => resolve(message as Record<Call, Timing[]>));
    client.once('exit', (code) => reject(new Error(`client exited with ${code}`)));
  });

  const row = (label: string, known: Timing[], unknown: Timing[], part: keyof Timing) => {
    const [k, u] = [median(known.map((timing) => timing[part])), median(unknown.map((timing) => timing[part]))];
    return `bench: ${label.padEnd(26)} known ${k.toFixed(1).padStart(6)} ms   unknown ${u.toFixed(1).padStart(6)} ms   difference ${(k - u).toFixed(1).padStart(6)} ms`;
  };
  console.log(`bench: median times over ${samples} samples each on ${process.env.TEST_DATABASE_KIND ?? 'pglite'}`);
  console.log(row('register', times.registerKnown, times.registerUnknown, 'answer'));
  console.log(row('forgot-password', times.forgotKnown, times.forgotUnknown, 'answer'));
  console.log(row('register, follow-up', times.registerKnown, times.registerUnknown, 'followUp'));
  console.log(row('forgot-password, follow-up', times.forgotKnown, times.forgotUnknown, 'followUp'));
  await portal.close();
}

const [role, baseUrl] = process.argv.slice(2);
const run =
  role === 'client' && baseUrl
    ? runClient(baseUrl).then((times) => new Promise<void>((resolve) => process.send?.(times, () => resolve())))
    : main();
run.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
