import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { createUser } from '../factories/index.js';
import { createCacheCoherence } from './cache-coherence.js';
import { createSessionCache } from './session-cache.js';
import { createSignedInSession, loadSession, type SessionStoreDeps } from './session-store.js';
import { hashSessionId } from './session-id.js';

/** Time-based ends of a cached session: worked out at each request from the cached times, with a movable clock. */
describe('session store with the cache', () => {
  let database: DatabaseHandle;
  let coherence: ReturnType<typeof createCacheCoherence>;
  let clock = Date.now();
  const lifetime = { idleMinutes: 120, absoluteHours: 24, anonymousIdleMinutes: 60 };
  const cache = createSessionCache({ maxEntries: 100, maxAgeMs: 24 * 3_600_000, now: () => clock });
  beforeAll(async () => {
    database = await createTestDatabase();
    coherence = createCacheCoherence(database, cache);
    await coherence.start();
  });
  afterAll(async () => {
    await coherence.stop();
    await database.close();
  });

  const store = (): SessionStoreDeps => ({ db: database.db, lifetime, cache: { cache, settle: coherence.settle }, now: () => clock });
  const statementsDuring = async <T>(work: () => Promise<T>) => {
    const before = database.writes.statements;
    const result = await work();
    return { result, statements: database.writes.statements - before };
  };

  it('answers from memory, writes last_seen_at once a minute, and ends an idle session', async () => {
    const user = await createUser(database.db, { kind: 'classic' });
    const { cookieValue } = await createSignedInSession(store(), user.id, {}, { secondFactorPassed: false });
    // A barrier behind the session's creation, then the read of session and user.
    expect((await statementsDuring(() => loadSession(store(), cookieValue))).statements).toBe(2);
    const hit = await statementsDuring(() => loadSession(store(), cookieValue));
    expect(hit).toMatchObject({ statements: 0, result: { user: { id: user.id } } });

    clock += 61_000;
    await loadSession(store(), cookieValue);
    const row = await database.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('id_hash', '=', hashSessionId(cookieValue))
      .executeTakeFirstOrThrow();
    expect(new Date(row.last_seen_at).getTime()).toBe(clock);
    expect((await statementsDuring(() => loadSession(store(), cookieValue))).statements).toBe(0);

    clock += 121 * 60_000;
    expect(await loadSession(store(), cookieValue)).toBeNull();
    expect(
      await database.db.selectFrom('sessions').where('id_hash', '=', hashSessionId(cookieValue)).select('id_hash').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('ends a cached session at its absolute end, however active', async () => {
    const user = await createUser(database.db, { kind: 'classic' });
    const { cookieValue } = await createSignedInSession(store(), user.id, {}, { secondFactorPassed: false });
    for (let hour = 0; hour < 24; hour++) {
      expect(await loadSession(store(), cookieValue)).not.toBeNull();
      clock += 3_600_000;
    }
    expect(await loadSession(store(), cookieValue)).toBeNull();
  });
});
