import { buildApp } from '../app.js';
import { testConfig } from '../config/config.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import type { DatabaseHandle } from '../db/database.js';
import { logCollector } from '../test-support/log-collector.js';

describe('request ids and request logs', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function appLoggingTo(env: Record<string, string> = {}) {
    const log = logCollector();
    const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info', ...env }), database, log: { stream: log.stream } });
    return { app, log };
  }

  it("gives every request an id, sends it back and puts it on each of the request's JSON log lines", async () => {
    const { app, log } = await appLoggingTo();
    try {
      const response = await app.inject({ url: '/webapi/menuinfo', headers: { 'x-request-id': 'vom-client-gewaehlt' } });
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const ofRequest = log.lines.filter((line) => line.reqId === id);
      expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      expect(log.lines.filter((line) => line.reqId !== undefined && line.reqId !== id)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('takes over an incoming id only behind a trusted proxy, and only a harmless one', async () => {
    const { app } = await appLoggingTo({ TRUST_PROXY: '127.0.0.1' });
    try {
      expect((await app.inject({ url: '/webapi/menuinfo', headers: { 'x-request-id': 'proxy-4711.a:b' } })).headers['x-request-id']).toBe(
        'proxy-4711.a:b',
      );
      expect(
        (await app.inject({ url: '/webapi/menuinfo', headers: { 'x-request-id': 'mit leerzeichen' } })).headers['x-request-id'],
      ).toMatch(/^[0-9a-f-]{36}$/);
      expect((await app.inject({ url: '/webapi/menuinfo', headers: { 'x-request-id': 'x'.repeat(129) } })).headers['x-request-id']).toMatch(
        /^[0-9a-f-]{36}$/,
      );
    } finally {
      await app.close();
    }
  });

  it('does not log health checks and metrics scrapes at info level', async () => {
    const { app, log } = await appLoggingTo();
    try {
      for (const url of ['/healthz', '/readyz', '/metrics']) expect((await app.inject(url)).statusCode).toBe(200);
      expect(log.lines.filter((line) => line.reqId !== undefined)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
