import { allCalls } from '@bfsm/api-adapter';
import { createTestApp, type TestApp } from '@bfsm/server/test-support/test-app.js';
import { pendingCalls } from './pending-calls.js';

const key = (route: { method: string; url?: string; path?: string }) => `${route.method} ${route.url ?? route.path}`;

describe('the server answers the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has no webapi route that the contract does not declare', () => {
    const declared = new Set(allCalls().map(key));
    const undeclared = t.app.routeTable.filter((route) => !route.url.startsWith('/admin/') && !route.url.startsWith('/assets/') && route.url !== '/*' && route.url !== '/admin/*').map(key).filter((route) => !declared.has(route));
    expect(undeclared).toEqual([]);
  });

  it('answers every declared call except the pending ones, which it names', () => {
    const answered = new Set(t.app.routeTable.map(key));
    const unanswered = allCalls().map(key).filter((call) => !answered.has(call));
    if (unanswered.length) console.info(`Noch nicht beantwortet (${unanswered.length}):\n  ${unanswered.join('\n  ')}`);
    expect([...unanswered].sort()).toEqual([...pendingCalls].sort());
  });
});
