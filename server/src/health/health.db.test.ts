import { buildApp } from '../app.js';
import { testConfig } from '../config/config.js';
import { migrateToLatest, migrateUpTo, migrationNames } from '../db/migrate.js';
import { createEmptyDatabase, type EmptyDatabase } from '../db/test-support/empty-database.js';
import type { DatabaseHandle } from '../db/database.js';
import { createShutdown } from '../lifecycle/graceful-shutdown.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { createReadiness } from './readiness.js';

// A new embedded data folder takes its initdb: several seconds on a busy machine.
jest.setTimeout(120_000);

describe('health checks during start', () => {
  let empty: EmptyDatabase;
  let database: DatabaseHandle;
  beforeAll(async () => {
    empty = await createEmptyDatabase();
    database = await empty.open();
  });
  afterAll(() => empty.remove());

  it('is alive but not ready until every migration has run', async () => {
    expect(await createReadiness(database.db).check()).toBe('migrations-pending');

    await migrateUpTo(database.db, migrationNames[migrationNames.length - 2]);
    const app = await buildApp({ config: testConfig(), database, log: false });
    try {
      expect((await app.inject('/healthz')).json()).toEqual({ status: 'alive' });
      const starting = await app.inject('/readyz');
      expect({ status: starting.statusCode, body: starting.json() }).toEqual({
        status: 503,
        body: { status: 'not-ready', reason: 'migrations-pending' },
      });

      await migrateToLatest(database.db);
      const ready = await app.inject('/readyz');
      expect({ status: ready.statusCode, body: ready.json(), cache: ready.headers['cache-control'] }).toEqual({
        status: 200,
        body: { status: 'ready' },
        cache: 'no-store',
      });
    } finally {
      await app.close();
    }
  });

  it('is not ready once the database stops answering', async () => {
    const readiness = createReadiness(database.db);
    expect(await readiness.check()).toBeUndefined();
    await database.close();
    expect(await readiness.check()).toBe('database-unreachable');
  });
});

describe('health checks in service and at shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers both checks unauthenticated and uncached', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const response = await t.app.inject(url);
      expect({
        url,
        status: response.statusCode,
        cache: response.headers['cache-control'],
        cookie: response.headers['set-cookie'],
      }).toEqual({ url, status: 200, cache: 'no-store', cookie: undefined });
    }
  });

  it('stops being ready at SIGTERM but serves requests until the drain is over, then closes', async () => {
    let endDrain = () => undefined as void;
    const drained = new Promise<void>((resolve) => (endDrain = resolve));
    const closed: string[] = [];
    const shutdown = createShutdown({
      readiness: t.app.readiness,
      drain: () => drained,
      close: [async () => void closed.push('app'), async () => void closed.push('database')],
      log: { info: () => undefined },
    });

    const done = shutdown('SIGTERM');
    const readyz = await t.app.inject('/readyz');
    expect({ status: readyz.statusCode, body: readyz.json() }).toEqual({ status: 503, body: { status: 'not-ready', reason: 'draining' } });
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    const served = await t.app.inject('/webapi/menuinfo');
    expect({ status: served.statusCode, connection: served.headers.connection }).toEqual({ status: 200, connection: 'close' });
    expect(closed).toEqual([]);

    expect(shutdown('SIGINT')).toBe(done);
    endDrain();
    await done;
    expect(closed).toEqual(['app', 'database']);
  });
});
