import { createApiClient } from '../client/create-client.js';
import { texts } from '../domain/texts.js';
import { failure, ok } from '../testing/fake-answers.js';
import { fakeApi, type FakeAnswerFor } from '../testing/fake-api.js';
import { userListRowFixture } from '../testing/fixtures.js';
import type { ResourceAdapter } from './adapter.js';
import { usersAdapter } from './users.js';

const row = userListRowFixture({ id: '17', sortindex: 3, email: 'anna@example.de', expiration: null });

function fakeServer(answer: FakeAnswerFor<'listUsers'>) {
  const { fetch, requests } = fakeApi({ listUsers: answer });
  const client = createApiClient({ fetch, currentAddress: () => '/admin/users', navigate: () => undefined });
  // Typed as the dataProvider's registry sees it, so a signature drift fails the type check.
  const registered: ResourceAdapter = usersAdapter(client);
  return { requests, adapter: usersAdapter(client), registered };
}

describe('usersAdapter.getList', () => {
  it('asks for the filtered, searched, sorted page and maps the answer', async () => {
    const { requests, adapter } = fakeServer(ok({ total: 42, users: [row] }));
    const answer = await adapter.getList({
      filter: { filter: 'paying', term: ' anna muster ' },
      sort: { field: 'email', order: 'DESC' },
      pagination: { page: 2, perPage: 25 },
    });
    expect(answer).toEqual({ data: [row], total: 42 });
    const url = new URL(requests[0]?.url ?? '', 'http://portal.test');
    expect(url.pathname).toBe('/webapi/admin/users/paying');
    expect(Object.fromEntries(url.searchParams)).toEqual({ term: 'anna muster', sort: 'email', order: 'DESC', page: '2', perPage: '25' });
  });

  it('falls back to all users and leaves out an empty term and an unsortable column', async () => {
    const { requests, registered } = fakeServer(ok({ total: 0, users: [] }));
    await registered.getList?.({ filter: { filter: 'bogus', term: '  ' }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 50 } });
    expect(requests[0]?.url).toBe('/webapi/admin/users/all?page=1&perPage=50');
  });

  it('passes the server error on as an ApiError', async () => {
    const { adapter } = fakeServer(failure('forbidden', texts.errors.forbidden));
    await expect(adapter.getList({ filter: {} })).rejects.toMatchObject({ status: 403, message: texts.errors.forbidden });
  });
});
