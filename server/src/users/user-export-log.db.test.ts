import { createUser } from '../factories/index.js';
import { logCollector } from '../test-support/log-collector.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { queuedJobsRun } from '../test-support/waiting.js';

describe('the CSV export in the log', () => {
  const log = logCollector();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logStream: log.stream, env: { LOG_LEVEL: 'info' } });
  });
  afterAll(() => t.close());

  it('logs no warning or error after a complete download', async () => {
    const admin = await createUser(t.db, { kind: 'admin', password: 'passwort-123' });
    const cookie = await signIn(t.app, admin.email, 'passwort-123');
    await createUser(t.db, { kind: 'classic' });
    const response = await t.app.inject({ method: 'GET', url: '/webapi/admin/users-export/all', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\r\n').filter(Boolean)).toHaveLength(3);
    // The handler ends in the promise jobs after the answer's last byte: once they have run,
    // whatever it logs afterwards is in the log.
    await queuedJobsRun();
    expect(log.lines.filter((line) => Number(line.level) >= 40)).toEqual([]);
  });
});
