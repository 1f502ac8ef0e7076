import type { Challenge } from 'altcha-lib';
import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { createAltchaProvider } from './altcha-provider.js';
import type { CaptchaProvider } from './captcha-provider.js';
import { createCaptcha } from './create-captcha.js';
import { encodeAltchaPayload as encode, solveAltcha, type AltchaAnswer } from './test-support/solve-captcha.js';

/** What the widget does in the browser: solve the provider's challenge for real and send both back. */
async function solve(provider: CaptchaProvider): Promise<AltchaAnswer> {
  return solveAltcha((await provider.createChallenge()) as Challenge);
}

describe('ALTCHA captcha', () => {
  let handle: DatabaseHandle;
  let provider: CaptchaProvider;

  beforeAll(async () => {
    handle = await createTestDatabase();
    provider = createAltchaProvider({ db: handle.db, hmacKey: 'test-secret-0123456789abcdef', cost: 1 });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await handle.close();
  });

  it('hands out signed PBKDF2 challenges that expire', async () => {
    const challenge = (await provider.createChallenge()) as Challenge;
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1 });
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 590);
  });

  it('accepts a real solution once and refuses its replay', async () => {
    const payload = encode(await solve(provider));
    await expect(provider.verify(payload)).resolves.toBe(true);
    await expect(provider.verify(payload)).resolves.toBe(false);
  });

  it('accepts one of two simultaneous submissions of the same solution', async () => {
    const payload = encode(await solve(provider));
    const results = await Promise.all([provider.verify(payload), provider.verify(payload), provider.verify(payload)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a wrong solution', async () => {
    const { challenge, solution } = await solve(provider);
    const wrongKey = solution.derivedKey.replace(/^./, (first) => (first === '0' ? '1' : '0'));
    await expect(provider.verify(encode({ challenge, solution: { ...solution, derivedKey: wrongKey } }))).resolves.toBe(false);
    // The untouched answer still works: the refusal did not spend it.
    await expect(provider.verify(encode({ challenge, solution }))).resolves.toBe(true);
  });

  it('refuses a challenge whose signed parameters were changed', async () => {
    const { challenge, solution } = await solve(provider);
    const longer = { ...challenge, parameters: { ...challenge.parameters, expiresAt: (challenge.parameters.expiresAt ?? 0) + 86_400 } };
    await expect(provider.verify(encode({ challenge: longer, solution }))).resolves.toBe(false);
    const unsigned = { parameters: challenge.parameters };
    await expect(provider.verify(encode({ challenge: unsigned, solution }))).resolves.toBe(false);
  });

  it('refuses a challenge signed with another key', async () => {
    const other = createAltchaProvider({ db: handle.db, hmacKey: 'another-secret-0123456789abcdef', cost: 1 });
    await expect(provider.verify(encode(await solve(other)))).resolves.toBe(false);
  });

  it('refuses an expired challenge', async () => {
    const payload = encode(await solve(provider));
    const later = Date.now() + 601_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await expect(provider.verify(payload)).resolves.toBe(false);
  });

  it.each([
    ['undefined', undefined],
    ['an empty string', ''],
    ['text that is not base64 JSON', 'kein captcha!'],
    ['base64 of null', encode(null)],
    ['base64 of an empty object', encode({})],
    ["the widget's test-mode payload", encode({ challenge: null, solution: null, test: true })],
    ['a solution without a challenge', encode({ solution: { counter: 1, derivedKey: 'ab' } })],
    [
      'a challenge with nonsense values',
      encode({
        challenge: { parameters: { nonce: 'zz', salt: 'zz', keyPrefix: 'zz', expiresAt: 9e9 }, signature: 'x' },
        solution: { counter: -1, derivedKey: 'zz' },
      }),
    ],
  ])('refuses %s', async (_label, payload) => {
    await expect(provider.verify(payload)).resolves.toBe(false);
  });

  it('lets every instance on the same database verify the challenges of another', async () => {
    const first = await createCaptcha({ db: handle.db, cost: 1 });
    const second = await createCaptcha({ db: handle.db, cost: 1 });
    const payload = encode(await solve(first));
    await expect(second.verify(payload)).resolves.toBe(true);
    await expect(first.verify(payload)).resolves.toBe(false);
  });

  it('removes spent challenges that have long expired', async () => {
    await handle.db
      .insertInto('captcha_spent')
      .values({ signature: 'old', expires_at: new Date(Date.now() - 3_600_000) })
      .execute();
    await expect(provider.verify(encode(await solve(provider)))).resolves.toBe(true);
    const old = await handle.db.selectFrom('captcha_spent').select('signature').where('signature', '=', 'old').executeTakeFirst();
    expect(old).toBeUndefined();
  });
});
