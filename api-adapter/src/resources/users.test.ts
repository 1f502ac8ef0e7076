import { createApiClient } from '../client/create-client.js';
import type { ResourceAdapter } from './adapter.js';
import { usersAdapter } from './users.js';

const row = {
  id: '17',
  sortindex: 3,
  email: 'anna@example.de',
  name: 'Anna Muster',
  created: '2024-05-01T10:00:00Z',
  expiration: null,
  license: 'Next',
  has_completed_install: true,
  free_account: false,
  owner: null,
};

function fakeServer(body: unknown, status = 200) {
  const requests: string[] = [];
  const fetch = async (input: string | URL | Request) => {
    requests.push(String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const client = createApiClient({ fetch, currentAddress: () => '/admin/users', navigate: () => undefined });
  // Typed as the dataProvider's registry sees it, so a signature drift fails the type check.
  const registered: ResourceAdapter = usersAdapter(client);
  return { requests, adapter: usersAdapter(client), registered };
}

describe('usersAdapter.getList', () => {
  it('asks for the filtered, searched, sorted page and maps the answer', async () => {
    const { requests, adapter } = fakeServer({ total: 42, users: [row] });
    const answer = await adapter.getList({
      filter: { filter: 'paying', term: ' anna muster ' },
      sort: { field: 'email', order: 'DESC' },
      pagination: { page: 2, perPage: 25 },
    });
    expect(answer).toEqual({ data: [row], total: 42 });
    const url = new URL(requests[0] ?? '', 'http://portal.test');
    expect(url.pathname).toBe('/webapi/admin/users/paying');
    expect(Object.fromEntries(url.searchParams)).toEqual({ term: 'anna muster', sort: 'email', order: 'DESC', page: '2', perPage: '25' });
  });

  it('falls back to all users and leaves out an empty term and an unsortable column', async () => {
    const { requests, registered } = fakeServer({ total: 0, users: [] });
    await registered.getList?.({ filter: { filter: 'bogus', term: '  ' }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 50 } });
    expect(requests[0]).toBe('/webapi/admin/users/all?page=1&perPage=50');
  });

  it('passes the server error on as an ApiError', async () => {
    const { adapter } = fakeServer({ error: 'forbidden', message: 'Dafür fehlen Ihnen die Rechte.' }, 403);
    await expect(adapter.getList({ filter: {} })).rejects.toMatchObject({ status: 403, message: 'Dafür fehlen Ihnen die Rechte.' });
  });
});
