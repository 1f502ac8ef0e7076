import { createSessionCache, type CachedSession } from './session-cache.js';
import type { UserRow } from '../db/rows.js';

function cached(idHash: string, userId: number | null): CachedSession {
  const user = userId === null ? null : ({ id: userId, roles: [] } as unknown as UserRow);
  return { session: { idHash, userId, csrfSecret: 'x' }, user, lastSeenMs: 0, expiresMs: 1e15 };
}

describe('session cache', () => {
  let clock = 0;
  const make = (maxEntries = 10) => {
    const cache = createSessionCache({ maxEntries, maxAgeMs: 1000, now: () => clock });
    cache.trust(true);
    return cache;
  };
  beforeEach(() => {
    clock = 0;
  });

  it('keeps a session and hands it back with its user, frozen', () => {
    const cache = make();
    cache.store(cached('a', 1), cache.generation);
    const hit = cache.lookup('a');
    expect(hit?.user?.id).toBe(1);
    expect(Object.isFrozen(hit?.user)).toBe(true);
    expect(Object.isFrozen(hit?.user?.roles)).toBe(true);
    expect(cache.counts).toMatchObject({ hits: 1, misses: 0 });
  });

  it('drops what a notification names: one session, every session of a user, or everything', () => {
    const cache = make();
    for (const [hash, user] of [
      ['a', 1],
      ['b', 1],
      ['c', 2],
      ['d', null],
    ] as const)
      cache.store(cached(hash, user), cache.generation);
    cache.apply('s:c');
    expect(cache.lookup('c')).toBeUndefined();
    expect(cache.lookup('a')).toBeDefined();
    cache.apply('u:1');
    expect(cache.lookup('a')).toBeUndefined();
    expect(cache.lookup('b')).toBeUndefined();
    expect(cache.lookup('d')).toBeDefined();
    cache.apply('*');
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that began before a notification', () => {
    const cache = make();
    const readAt = cache.generation;
    cache.apply('u:99');
    cache.store(cached('a', 1), readAt);
    expect(cache.lookup('a')).toBeUndefined();
  });

  it('keeps nothing while notifications may be lost, and forgets everything when they stop', () => {
    const cache = make();
    cache.store(cached('a', 1), cache.generation);
    cache.trust(false);
    expect(cache.lookup('a')).toBeUndefined();
    cache.store(cached('a', 1), cache.generation);
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, the oldest leaving first, and trusts an entry maxAgeMs at most', () => {
    const cache = make(2);
    for (const hash of ['a', 'b', 'c']) cache.store(cached(hash, null), cache.generation);
    expect([cache.lookup('a'), cache.lookup('b'), cache.lookup('c')].map(Boolean)).toEqual([false, true, true]);
    clock = 1000;
    expect(cache.lookup('b')).toBeUndefined();
  });

  it('is off with maxEntries 0', () => {
    const cache = make(0);
    cache.store(cached('a', 1), cache.generation);
    expect(cache.lookup('a')).toBeUndefined();
  });

  it('reads a fact of a cached user once, until a change of that user', async () => {
    const cache = make();
    cache.store(cached('a', 1), cache.generation);
    const load = jest.fn(async () => 'pool 7');
    expect(await cache.fact(1, 'pool', load)).toBe('pool 7');
    expect(await cache.fact(1, 'pool', load)).toBe('pool 7');
    expect(load).toHaveBeenCalledTimes(1);
    cache.apply('u:1');
    cache.store(cached('a', 1), cache.generation);
    await cache.fact(1, 'pool', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no fact of a user without a cached session, nor one read across a notification', async () => {
    const cache = make();
    const load = jest.fn(async () => true);
    await cache.fact(5, 'terms', load);
    await cache.fact(5, 'terms', load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.store(cached('a', 1), cache.generation);
    await cache.fact(1, 'terms', async () => {
      cache.apply('u:2');
      return true;
    });
    const again = jest.fn(async () => true);
    await cache.fact(1, 'terms', again);
    expect(again).toHaveBeenCalledTimes(1);
  });
});
