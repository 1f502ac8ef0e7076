import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { createUser } from '../factories/index.js';
import { checkCode, deleteStaleCodes, issueCode, useCode, type CodeCheckDeps } from './one-time-codes.js';

jest.setTimeout(60_000);

describe('one-time codes', () => {
  let database: DatabaseHandle;
  let codes: CodeCheckDeps;
  beforeAll(async () => {
    database = await createTestDatabase();
    codes = { db: database.db, guesses: { counter: { db: database.db, windowMinutes: 15 }, perAddress: 3 } };
  });
  afterAll(() => database.close());

  it('are random through and through, stored only as the hash of the whole code, and found by it', async () => {
    const user = await createUser(database.db, { kind: 'trial' });
    const first = await issueCode(database.db, user.id, 'confirm-email', 60);
    const second = await issueCode(database.db, user.id, 'reset-password', 60);
    for (const code of [first, second]) expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await database.db
      .selectFrom('one_time_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.code_hash)).toEqual([first, second].map((code) => createHash('sha256').update(code).digest('hex')));
    expect(await checkCode(codes, 'confirm-email', first, '192.0.2.1')).toMatchObject({ ok: true, userId: user.id });
    // A code is only good for its purpose.
    expect(await checkCode(codes, 'confirm-email', second, '192.0.2.1')).toEqual({ ok: false, reason: 'unknown' });
  });

  it('counts codes that match nothing against the sending address only, and then refuses even a good code from it', async () => {
    const user = await createUser(database.db, { kind: 'trial' });
    const code = await issueCode(database.db, user.id, 'confirm-email', 60);
    const guesser = '192.0.2.66';
    for (const guess of ['unsinn', 'x'.repeat(43), 'y'.repeat(43)])
      expect(await checkCode(codes, 'confirm-email', guess, guesser)).toEqual({ ok: false, reason: 'unknown' });
    expect(await checkCode(codes, 'confirm-email', code, guesser)).toEqual({ ok: false, reason: 'throttled' });
    expect(await checkCode(codes, 'confirm-email', code, '192.0.2.67')).toMatchObject({ ok: true });
  });

  it('does not count codes that exist, so their holders are never throttled', async () => {
    const user = await createUser(database.db, { kind: 'trial' });
    const code = await issueCode(database.db, user.id, 'confirm-email', 60);
    for (let check = 0; check < 6; check++) expect(await checkCode(codes, 'confirm-email', code, '192.0.2.68')).toMatchObject({ ok: true });
    const check = await checkCode(codes, 'confirm-email', code, '192.0.2.68');
    if (!check.ok) throw new Error('expected a good code');
    expect(await useCode(database.db, check.codeId)).toBe(true);
    for (let again = 0; again < 6; again++)
      expect(await checkCode(codes, 'confirm-email', code, '192.0.2.68')).toEqual({ ok: false, reason: 'used' });
  });

  it('voids the earlier unused code of the same purpose', async () => {
    const user = await createUser(database.db, { kind: 'trial' });
    const earlier = await issueCode(database.db, user.id, 'reset-password', 60);
    const later = await issueCode(database.db, user.id, 'reset-password', 60);
    expect(await checkCode(codes, 'reset-password', earlier, '192.0.2.69')).toEqual({ ok: false, reason: 'unknown' });
    expect(await checkCode(codes, 'reset-password', later, '192.0.2.69')).toMatchObject({ ok: true });
  });

  it('are deleted a month after they ended, used or not; until then a late click still learns why its link failed', async () => {
    const user = await createUser(database.db, { kind: 'trial' });
    const used = await issueCode(database.db, user.id, 'confirm-email', 60);
    const usedCheck = await checkCode(codes, 'confirm-email', used, '192.0.2.10');
    if (!usedCheck.ok) throw new Error('code not found');
    await useCode(database.db, usedCheck.codeId);
    const unused = await issueCode(database.db, user.id, 'reset-password', 60);
    const day = 24 * 60 * 60_000;

    await deleteStaleCodes(database.db, new Date(Date.now() + 29 * day));
    expect(await checkCode(codes, 'confirm-email', used, '192.0.2.10')).toEqual({ ok: false, reason: 'used' });
    expect(await checkCode(codes, 'reset-password', unused, '192.0.2.10', new Date(Date.now() + 2 * 60 * 60_000))).toEqual({
      ok: false,
      reason: 'expired',
    });

    await deleteStaleCodes(database.db, new Date(Date.now() + 31 * day));
    expect(await database.db.selectFrom('one_time_codes').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});
