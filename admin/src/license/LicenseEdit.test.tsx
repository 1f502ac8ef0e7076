import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Admin, Resource, TestMemoryRouter } from 'react-admin';
import { createApiClient } from '@bfsm/api-adapter';
import { fakeApi, ok } from '@bfsm/api-adapter/testing';
import { createAdminDataProvider } from '../shell/admin-data-provider';
import { germanI18nProvider } from '../i18n/german-i18n-provider';
import LicenseEdit from './LicenseEdit';

const license = {
  id: 12,
  user: { id: 5, email: 'viewer@bau.test' },
  owner: { id: 3, email: 'chef@bau.test' },
  licenseType: 8,
  expiration: '2027-03-31',
};

function renderEdit() {
  const api = fakeApi({
    getLicense: ok(license),
    licenseToken: ok({ token: 'tok' }),
    updateLicense: ok({ success: true, message: 'Erfolgreich gespeichert.' }),
    deleteLicense: ok({ success: true }),
    listUsers: ok({ total: 0, users: [] }),
    getAdminLinks: ok({ blogUrl: null, analyticsUrl: null }),
  });
  const client = createApiClient({ fetch: api.fetch, navigate: () => undefined });
  const visited: string[] = [];
  render(
    <TestMemoryRouter initialEntries={['/license/12']} locationCallback={(location) => visited.push(location.pathname)}>
      <Admin dataProvider={createAdminDataProvider(client)} i18nProvider={germanI18nProvider} disableTelemetry>
        <Resource name="license" edit={LicenseEdit} />
        <Resource name="users" list={() => <p>Benutzerliste</p>} />
      </Admin>
    </TestMemoryRouter>,
  );
  return { requests: api.requests, visited };
}

/** 'Speichern' is enabled once the form has a change. */
async function clickSave() {
  const save = screen.getByRole('button', { name: 'Speichern' }) as HTMLButtonElement;
  await waitFor(() => expect(save.disabled).toBe(false));
  fireEvent.click(save);
}

// A whole admin with its lazy screens draws in seconds on two shared cores.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

describe('LicenseEdit', () => {
  it('shows owner, holder, type and expiry, clears the date and saves', async () => {
    const { requests } = renderEdit();
    expect(await screen.findByText('Eigentümer: chef@bau.test')).toBeTruthy();
    expect(screen.getByText('Vergeben an: viewer@bau.test')).toBeTruthy();
    const expiry = screen.getByLabelText('Ablauf') as HTMLInputElement;
    expect(expiry.value).toBe('2027-03-31');
    expect(expiry.getAttribute('min')).toBe('2024-09-01');
    fireEvent.click(screen.getByRole('button', { name: 'Datum löschen' }));
    // The date input is drawn anew when its value changes from outside.
    await waitFor(() => expect((screen.getByLabelText('Ablauf') as HTMLInputElement).value).toBe(''));
    await clickSave();
    expect(await screen.findByText('Erfolgreich gespeichert.')).toBeTruthy();
    const saved = requests.find((request) => request.call === 'updateLicense');
    expect(new URLSearchParams(saved?.body)).toEqual(new URLSearchParams({ licensetype: '8', expiration: '', _token: 'tok' }));
  });

  it('deletes after a confirmation and goes to the user list', async () => {
    const { requests, visited } = renderEdit();
    fireEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Lizenz löschen?')).toBeTruthy();
    expect(requests.some((request) => request.call === 'deleteLicense')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /bestätigen/i }));
    await waitFor(() => expect(visited.at(-1)).toBe('/users'));
    expect(requests.filter((request) => request.call === 'deleteLicense').map((request) => request.url)).toEqual([
      '/webapi/license/12?token=tok',
    ]);
  });
});
