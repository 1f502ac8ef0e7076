import { createServer } from 'node:net';
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { pgliteTemplate } from '../db/test-support/pglite-template.js';
import { openPGlite } from '../db/pglite.js';
import { wrapPGlite, type DatabaseHandle } from '../db/database.js';
import { createUser } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { serverTexts } from './server-texts.js';
import { formRequest } from '../test-support/webapi.js';

/** The error pg gives when nothing listens where the database should be: a real refused connection. */
async function refusedConnectionError(): Promise<Error> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  const error = await new pg.Client({ host: '127.0.0.1', port, user: 'nobody', database: 'nothing' }).connect().then(
    () => undefined,
    (failure: Error) => failure,
  );
  if (!error) throw new Error('a connection to a closed port succeeded');
  return error;
}

/** A database handle that can be "stopped": every query then fails as it would with the server down. */
function stoppableDatabase(database: DatabaseHandle, failure: Error) {
  const state = { stopped: false };
  const outage: KyselyPlugin = {
    transformQuery(args) {
      if (state.stopped) throw failure;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { state, handle: { ...database, db: database.db.withPlugin(outage) } };
}

const password = 'passwort-123';
const signInForm = (email: string) => ({
  method: 'POST' as const,
  url: '/check-login',
  ...formRequest({ username: email, password }),
});

describe('a database that does not answer', () => {
  let database: DatabaseHandle;
  let t: TestApp;
  let state: { stopped: boolean };
  beforeAll(async () => {
    database = await createTestDatabase();
    const stoppable = stoppableDatabase(database, await refusedConnectionError());
    state = stoppable.state;
    t = await createTestApp({ database: stoppable.handle });
  });
  afterEach(() => {
    state.stopped = false;
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('answers every call 503 with Retry-After in the one error shape, and serves again once it is back', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    const cookie = await signIn(t.app, user.email, password);
    state.stopped = true;
    for (const request of [signInForm(user.email), { method: 'GET' as const, url: '/webapi/userinfo', headers: { cookie } }]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ error: 'service-unavailable', message: serverTexts.serviceUnavailable });
    }
    state.stopped = false;
    expect((await t.app.inject(signInForm(user.email))).statusCode).toBe(200);
  });
});

describe('an embedded database that was closed under the running portal', () => {
  it('answers 503 too', async () => {
    const pglite = await openPGlite({ loadDataDir: await pgliteTemplate() });
    const t = await createTestApp({ database: wrapPGlite(pglite) });
    await pglite.close();
    const response = await t.app.inject(signInForm('wer@example.test'));
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe('service-unavailable');
    await t.app.close();
    // On the PostgreSQL run no embedded template exists yet: this test migrates one first (about
    // 30 s on a busy 2-core machine), so it gets more than Jest's default.
  }, 120_000);
});
