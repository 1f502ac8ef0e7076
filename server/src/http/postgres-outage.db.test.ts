import { createServer, connect, type Server, type Socket } from 'node:net';
import { openPostgres, type DatabaseHandle } from '../db/database.js';
import { databaseUrl, postgresTemplate, withAdminClient } from '../db/test-support/postgres-template.js';
import { newTestDatabaseName, testDatabaseServer } from '../db/test-support/test-database-server.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { serverTexts } from './server-texts.js';
import { formHeaders } from '../test-support/webapi.js';

/**
 * A PostgreSQL server that can be stopped and started again from the portal's point of view: a
 * TCP relay in front of the real one. Stopped, it drops every open connection and refuses new
 * ones, as a stopped server does; the shared server itself is never touched.
 */
async function stoppableRelay(target: URL) {
  const sockets = new Set<Socket>();
  const relay = (client: Socket) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined).on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  };
  let server: Server = createServer(relay);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
    async start() {
      server = createServer(relay);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
  };
}

const serverUrl = testDatabaseServer();
const onPostgres = serverUrl ? describe : describe.skip;
const signInForm = {
  method: 'POST' as const,
  url: '/check-login',
  payload: 'username=wer%40example.test&password=falsch-123',
  headers: formHeaders(),
};

onPostgres('a PostgreSQL server that stops under the running portal', () => {
  const name = newTestDatabaseName();
  let relay: Awaited<ReturnType<typeof stoppableRelay>>;
  let database: DatabaseHandle;
  let t: TestApp;
  beforeAll(async () => {
    const server = serverUrl as string;
    const template = await postgresTemplate(server);
    await withAdminClient(server, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
    relay = await stoppableRelay(new URL(server));
    const relayed = new URL(databaseUrl(server, name));
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    database = openPostgres(relayed.toString(), 3, () => undefined);
    t = await createTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await relay.stop();
    await withAdminClient(serverUrl as string, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  it('answers 503 with Retry-After while it is down, without ending the process, and serves again once it is back', async () => {
    expect((await t.app.inject(signInForm)).statusCode).toBe(400);
    await relay.stop();
    const down = await t.app.inject(signInForm);
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({ error: 'service-unavailable', message: serverTexts.serviceUnavailable });
    await relay.start();
    expect((await t.app.inject(signInForm)).statusCode).toBe(400);
  });
});
