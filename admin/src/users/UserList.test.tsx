import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import type { UserListRow } from '@bfsm/api-adapter';
import { createDataProvider } from '../shell/data-provider';
import { germanI18nProvider } from '../i18n/german-i18n-provider';
import UserList from './UserList';

const row: UserListRow = {
  id: '5',
  sortindex: 1,
  email: 'anna@example.de',
  name: 'Anna Muster',
  created: '2024-05-31T23:30:00Z',
  expiration: '2025-12-24',
  license: 'Next',
  has_completed_install: true,
  free_account: false,
  owner: null,
};

function renderList(address: string, rows: UserListRow[] = [row]) {
  const getList = jest.fn(async () => ({ data: rows, total: 42 }));
  const visited: string[] = [];
  const dataProvider: DataProvider = createDataProvider({ users: { getList } });
  render(
    <TestMemoryRouter initialEntries={[address]} locationCallback={(location) => visited.push(location.pathname)}>
      <AdminContext dataProvider={dataProvider} i18nProvider={germanI18nProvider}>
        <ResourceContextProvider value="users">
          <UserList />
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { getList, visited };
}

describe('UserList', () => {
  it('shows the paying view from the address, without the Kostenlos column', async () => {
    const { getList } = renderList('/users?filter=paying&term=anna');
    expect(await screen.findByText('42 Benutzer in dieser Ansicht')).toBeTruthy();
    expect(getList).toHaveBeenLastCalledWith(expect.objectContaining({ filter: { filter: 'paying', term: 'anna' } }));
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['#', 'E-Mail', 'Name', 'Erstellt', 'Ablauf (um 23:59)', 'Lizenztyp', 'Voll. Install.', 'Eigentümer', 'Öffnen']);
    expect(screen.getByText('31.5.2024')).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Zahlende Kunden');
  });

  it('switches the view with a tab and shows Kostenlos outside the paying view', async () => {
    const { getList } = renderList('/users?filter=paying');
    await screen.findByText('42 Benutzer in dieser Ansicht');
    fireEvent.click(screen.getByRole('tab', { name: 'Spam' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith(expect.objectContaining({ filter: { filter: 'spam', term: '' } })));
    expect(await screen.findByRole('columnheader', { name: 'Kostenlos' })).toBeTruthy();
  });

  it('opens a licence row inside the admin on double-click', async () => {
    const { visited } = renderList('/users', [{ ...row, id: 'license_9', email: 'lizenz@example.de' }]);
    fireEvent.doubleClick(await screen.findByText('lizenz@example.de'));
    await waitFor(() => expect(visited).toContain('/license/9'));
  });
});
