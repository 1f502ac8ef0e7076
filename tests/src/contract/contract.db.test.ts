import { allCalls } from '@bfsm/api-adapter';
import { createTestApp, type TestApp } from '@bfsm/server/test-support/test-app.js';
import { pendingCalls } from './pending-calls.js';

const key = (route: { method: string; url?: string; path?: string }) => `${route.method} ${route.url ?? route.path}`;
/** Routes for the operator's infrastructure (health checks, metrics): outside /webapi, for machines, not calls of the webapi. */
const infrastructure = new Set(['/healthz', '/readyz', '/metrics']);
/** Routes that serve the built apps and their assets, uploaded files, or the infrastructure: not calls of the webapi. */
const servesApps = (url: string) =>
  url === '/*' || url.startsWith('/admin/') || url.startsWith('/assets/') || url.startsWith('/uploads/') || infrastructure.has(url);

describe('the server answers the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has no webapi route that the contract does not declare', () => {
    const declared = new Set(allCalls().map(key));
    const undeclared = t.app.routeTable
      .filter((route) => !servesApps(route.url))
      .map(key)
      .filter((route) => !declared.has(route));
    expect(undeclared).toEqual([]);
  });

  it('answers every declared call except the pending ones, which it names', () => {
    const answered = new Set(t.app.routeTable.map(key));
    const unanswered = allCalls()
      .map(key)
      .filter((call) => !answered.has(call));
    expect(unanswered.sort()).toEqual([...pendingCalls].sort());
  });
});
