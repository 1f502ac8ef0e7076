import { createApiClient } from '../client/create-client.js';
import { texts } from '../domain/texts.js';
import { failure, ok } from '../testing/fake-answers.js';
import { fakeApi, type FakeAnswerFor } from '../testing/fake-api.js';
import { userListRowFixture } from '../testing/fixtures.js';
import type { ResourceAdapter } from './adapter.js';
import { userExportAddress, usersAdapter } from './users.js';

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
    await registered.getList?.({
      filter: { filter: 'bogus', term: '  ' },
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 50 },
    });
    expect(requests[0]?.url).toBe('/webapi/admin/users/all?page=1&perPage=50');
  });

  it('passes the server error on as an ApiError', async () => {
    const { adapter } = fakeServer(failure('forbidden', texts.errors.forbidden));
    await expect(adapter.getList({ filter: {} })).rejects.toMatchObject({ status: 403, message: texts.errors.forbidden });
  });
});

describe('usersAdapter.create and the export address', () => {
  it('creates a user with the token and the password pair, and answers the new id', async () => {
    const { fetch, requests } = fakeApi({ adminRegisterToken: ok({ token: 'tok' }), adminRegister: ok({ success: true, user_id: 81 }) });
    const adapter = usersAdapter(createApiClient({ fetch, currentAddress: () => '/admin/users/new', navigate: () => undefined }));
    await expect(
      adapter.create({ email: 'neu@firma.test', plainPassword: { first: 'geheim-123', second: 'geheim-123' } }),
    ).resolves.toEqual({ id: 81 });
    expect(new URLSearchParams(requests[1]?.body)).toEqual(
      new URLSearchParams({
        email: 'neu@firma.test',
        'plainPassword[first]': 'geheim-123',
        'plainPassword[second]': 'geheim-123',
        _token: 'tok',
      }),
    );
  });

  it('passes a refusal on with the field it belongs to', async () => {
    const { fetch } = fakeApi({
      adminRegisterToken: ok({ token: 'tok' }),
      adminRegister: failure('account-exists', 'Für diese E-Mail-Adresse gibt es bereits ein Konto.', 'email'),
    });
    const adapter = usersAdapter(createApiClient({ fetch, currentAddress: () => '/admin/users/new', navigate: () => undefined }));
    await expect(
      adapter.create({ email: 'da@firma.test', plainPassword: { first: 'geheim-123', second: 'geheim-123' } }),
    ).rejects.toMatchObject({ status: 409, target: 'email' });
  });

  it('builds the export address of the view: tab, trimmed search and a sortable column only', () => {
    expect(userExportAddress({ filter: 'paying', term: ' anna muster ' }, { field: 'email', order: 'DESC' })).toBe(
      '/webapi/admin/users-export/paying?term=anna+muster&sort=email&order=DESC',
    );
    expect(userExportAddress({ filter: 'bogus', term: '' }, { field: 'id', order: 'ASC' })).toBe('/webapi/admin/users-export/all');
  });
});
