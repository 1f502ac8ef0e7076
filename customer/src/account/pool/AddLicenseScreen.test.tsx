import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { failure, menuInfoFixture, ok, poolFixture, serverError, userInfoFixture, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../../testing/render-with-services';
import AddLicenseScreen from './AddLicenseScreen';

function renderAddLicense(routes: FakeRoutes = {}) {
  const view = renderWithServices(<AddLicenseScreen params={{ userId: '7' }} query={{}} />, {
    withMenu: true,
    address: '/account/my-pool/7/add-license',
    routes: {
      getMenuInfo: ok(menuInfoFixture({ isAdmin: true })),
      getUserInfo: ok(userInfoFixture({ licenseType: 6, licensePool: 3 })),
      getPool: ok(poolFixture()),
      poolToken: ok({ token: 'pool-token' }),
      ...routes,
    },
  });
  const choose = (name: RegExp, value: string) => fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
  const date = (value: string) => fireEvent.input(screen.getByLabelText('Ablaufdatum'), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Lizenz hinzufügen' }));
  return { ...view, choose, date, submit };
}

describe('AddLicenseScreen', () => {
  it('offers the pool owner and the members as owners, and the viewer types', async () => {
    renderAddLicense();
    const owners = await screen.findByRole('combobox', { name: /Eigentümer/ });
    expect([...owners.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Bitte wählen',
      'Herr Anton Müller (Eigentümer des Pools)',
      'Frau Ines Insight (ines@example.test)',
    ]);
    const types = screen.getByRole('combobox', { name: /Lizenztyp/ });
    expect([...types.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Bitte wählen', 'Insight', 'onSite']);
    expect(screen.getByLabelText('Ablaufdatum').getAttribute('min')).toBe('2024-09-01');
  });

  it('wants owner and type, and no date before 2024-09-01', async () => {
    const { submit, date, server } = renderAddLicense();
    await screen.findByRole('combobox', { name: /Eigentümer/ });
    date('2024-08-31');
    submit();
    expect(await screen.findByText('Bitte wählen Sie den Eigentümer.')).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie einen Lizenztyp.')).toBeTruthy();
    expect(screen.getByText('Das Datum darf nicht vor dem 01.09.2024 liegen.')).toBeTruthy();
    expect(server.requests.some((request) => request.call === 'createLicense')).toBe(false);
  });

  it("adds the licence and says 'Lizenz erfolgreich hinzugefügt'", async () => {
    const { choose, date, submit, server } = renderAddLicense({ createLicense: ok({ success: true }) });
    await screen.findByRole('combobox', { name: /Eigentümer/ });
    choose(/Eigentümer/, '21');
    choose(/Lizenztyp/, '9');
    date('2027-12-31');
    submit();
    expect((await screen.findByText('Lizenz erfolgreich hinzugefügt')).closest('[role="status"]')).toBeTruthy();
    const sent = server.requests.find((request) => request.call === 'createLicense');
    expect(sent?.url).toBe('/webapi/create-license/3');
    expect(sent?.body).toBe('userid=21&licensetype=9&expiration=2027-12-31&_token=pool-token');
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Eigentümer/ }) as HTMLSelectElement).value).toBe(''));
  });

  it("shows the server's refusal, or 'Es ist ein Fehler aufgetreten' when it failed inside", async () => {
    const refused = renderAddLicense({
      createLicense: failure('invalid-input', 'Bitte wählen Sie den Eigentümer oder ein Mitglied des Pools.', 'userid'),
    });
    await screen.findByRole('combobox', { name: /Eigentümer/ });
    refused.choose(/Eigentümer/, '21');
    refused.choose(/Lizenztyp/, '8');
    refused.submit();
    expect(await screen.findByText('Bitte wählen Sie den Eigentümer oder ein Mitglied des Pools.')).toBeTruthy();
    refused.unmount();

    const broken = renderAddLicense({ createLicense: serverError() });
    await screen.findByRole('combobox', { name: /Eigentümer/ });
    broken.choose(/Eigentümer/, '7');
    broken.choose(/Lizenztyp/, '8');
    broken.submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Es ist ein Fehler aufgetreten');
  });
});
