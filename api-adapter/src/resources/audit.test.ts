import { createApiClient } from '../client/create-client.js';
import { ok } from '../testing/fake-answers.js';
import { fakeApi } from '../testing/fake-api.js';
import type { ResourceAdapter } from './adapter.js';
import { auditAdapter } from './audit.js';

const event = {
  id: 5,
  occurredAt: '2026-11-22T10:00:00.000Z',
  actorId: 1,
  actorEmail: 'admin@example.de',
  subjectId: 17,
  subjectEmail: 'anna@example.de',
  address: '10.0.0.1',
  kind: 'license-changed',
  before: { licenseType: 1 },
  after: { licenseType: 3 },
};

function fakeServer() {
  const { fetch, requests } = fakeApi({ listAuditEvents: ok({ total: 1, events: [event] }) });
  const client = createApiClient({ fetch, currentAddress: () => '/admin/audit', navigate: () => undefined });
  const registered: ResourceAdapter = auditAdapter(client);
  return { requests, adapter: auditAdapter(client), registered };
}

describe('auditAdapter.getList', () => {
  it('asks for the filtered page and maps the answer', async () => {
    const { requests, adapter } = fakeServer();
    const answer = await adapter.getList({
      filter: { actor: ' admin ', subject: 'anna', kind: 'license-changed', from: '2026-11-01', to: '2026-11-30' },
      pagination: { page: 2, perPage: 25 },
    });
    expect(answer).toEqual({ data: [event], total: 1 });
    const url = new URL(requests[0]?.url ?? '', 'http://portal.test');
    expect(url.pathname).toBe('/webapi/admin/audit-events');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      actor: 'admin',
      subject: 'anna',
      kind: 'license-changed',
      from: '2026-11-01',
      to: '2026-11-30',
      page: '2',
      perPage: '25',
    });
  });

  it('leaves out what the server would refuse: an unknown kind, a malformed day, empty words', async () => {
    const { requests, adapter } = fakeServer();
    await adapter.getList({ filter: { actor: '  ', kind: 'drop-table', from: 'gestern' } });
    expect(new URL(requests[0]?.url ?? '', 'http://portal.test').search).toBe('');
  });
});
