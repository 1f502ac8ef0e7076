import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { createApiClient, usersAdapter, type UserListRow } from '@bfsm/api-adapter';
import { fakeApi, ok, userListRowFixture } from '@bfsm/api-adapter/testing';
import { createDataProvider } from '../shell/data-provider';
import { germanI18nProvider } from '../i18n/german-i18n-provider';
import UserList from './UserList';

const row = userListRowFixture();

/** The list as App.tsx wires it: the users adapter on a fake webapi built from the contract. */
function renderList(address: string, rows: UserListRow[] = [row]) {
  const { fetch, requests } = fakeApi({ listUsers: ok({ total: 42, users: rows }) });
  const client = createApiClient({ fetch, navigate: () => undefined });
  const visited: string[] = [];
  render(
    <TestMemoryRouter initialEntries={[address]} locationCallback={(location) => visited.push(location.pathname)}>
      <AdminContext dataProvider={createDataProvider({ users: usersAdapter(client) })} i18nProvider={germanI18nProvider}>
        <ResourceContextProvider value="users">
          <UserList />
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  /** The view and search words of the last list request. */
  const lastAsked = () => {
    const url = new URL(requests.at(-1)?.url ?? '', 'http://portal.test');
    return { path: url.pathname, term: url.searchParams.get('term') };
  };
  return { lastAsked, visited };
}

describe('UserList', () => {
  it('shows the paying view from the address, without the Kostenlos column', async () => {
    const { lastAsked } = renderList('/users?filter=paying&term=anna');
    expect(await screen.findByText('42 Benutzer in dieser Ansicht')).toBeTruthy();
    expect(lastAsked()).toEqual({ path: '/webapi/admin/users/paying', term: 'anna' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      '#',
      'E-Mail',
      'Name',
      'Erstellt',
      'Ablauf (um 23:59)',
      'Lizenztyp',
      'Voll. Install.',
      'Eigentümer',
      'Öffnen',
    ]);
    expect(screen.getByText('31.5.2024')).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Zahlende Kunden');
  });

  it('switches the view with a tab and shows Kostenlos outside the paying view', async () => {
    const { lastAsked } = renderList('/users?filter=paying');
    await screen.findByText('42 Benutzer in dieser Ansicht');
    fireEvent.click(screen.getByRole('tab', { name: 'Spam' }));
    await waitFor(() => expect(lastAsked()).toEqual({ path: '/webapi/admin/users/spam', term: null }));
    expect(await screen.findByRole('columnheader', { name: 'Kostenlos' })).toBeTruthy();
  });

  it('marks a free licence as such, names its owner and numbers it as a licence', async () => {
    const licence = { ...row, id: 'license_9', sortindex: 9, email: '', name: '', owner: 'chef@example.de' };
    renderList('/users', [licence]);
    const cells = (await screen.findByText('Lizenz von chef@example.de')).closest('tr')?.querySelectorAll('td') ?? [];
    expect([...cells].map((cell) => cell.textContent)).toEqual([
      'L-9',
      'Lizenz von chef@example.de',
      'noch nicht vergeben',
      '31.5.2024',
      '24.12.2025',
      'Next',
      '',
      '',
      'chef@example.de',
      '',
    ]);
    expect(screen.getByLabelText('Lizenz')).toBeTruthy();
    expect(screen.getByTitle('Lizenz Nr. 9').textContent).toBe('L-9');
  });

  it('cuts long values short on screen but keeps them whole in the tooltip', async () => {
    const email = 'vorname.nachname-mit-bindestrich@ingenieurbuero-fuer-tragwerksplanung.example.test';
    renderList('/users', [{ ...row, email }]);
    expect((await screen.findByTitle(email)).textContent).toBe(email);
  });

  it('opens a licence row inside the admin on double-click', async () => {
    const { visited } = renderList('/users', [{ ...row, id: 'license_9', owner: 'lizenz@example.de' }]);
    fireEvent.doubleClick(await screen.findByText('Lizenz von lizenz@example.de'));
    await waitFor(() => expect(visited).toContain('/license/9'));
  });

  it('offers the CSV export of the current view and the new-user form', async () => {
    renderList('/users?filter=paying&term=anna%20muster');
    await screen.findByText('42 Benutzer in dieser Ansicht');
    const exportLink = screen.getByRole('link', { name: 'CSV exportieren' });
    expect(exportLink.getAttribute('href')).toBe('/webapi/admin/users-export/paying?term=anna+muster');
    expect(exportLink.getAttribute('download')).toBe('Benutzer.csv');
    fireEvent.click(screen.getByRole('columnheader', { name: 'E-Mail' }).querySelector('span') ?? screen.getByText('E-Mail'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'CSV exportieren' }).getAttribute('href')).toMatch(/&sort=email&order=(ASC|DESC)$/),
    );
    expect(screen.getByRole('link', { name: 'Neuer Benutzer' }).getAttribute('href')).toBe('/users/new');
  });
});
