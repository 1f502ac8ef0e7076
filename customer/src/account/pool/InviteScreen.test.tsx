import { fireEvent, screen, waitFor } from '@testing-library/preact';
import {
  failure,
  menuInfoFixture,
  networkFailure,
  ok,
  poolFixture,
  serverError,
  userInfoFixture,
  type FakeRoutes,
} from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../../testing/render-with-services';
import InviteScreen from './InviteScreen';

function renderInvite(routes: FakeRoutes = {}, userId?: string) {
  const view = renderWithServices(<InviteScreen params={{ userId }} query={{}} />, {
    withMenu: true,
    address: userId ? `/account/my-pool/${userId}/add` : '/account/my-pool/add',
    routes: {
      getMenuInfo: ok(menuInfoFixture()),
      getUserInfo: ok(userInfoFixture({ licenseType: 6, licensePool: 3 })),
      getPool: ok(poolFixture()),
      poolToken: ok({ token: 'pool-token' }),
      ...routes,
    },
  });
  const fill = (email: string, license: string) => {
    fireEvent.input(screen.getByRole('textbox', { name: /E-Mail/ }), { target: { value: email } });
    fireEvent.change(screen.getByRole('combobox', { name: /Lizenz/ }), { target: { value: license } });
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Einladung senden' }));
  return { ...view, fill, submit };
}

describe('InviteScreen', () => {
  it('offers only licence types with a free licence, with how many are free', async () => {
    renderInvite({
      getPool: ok(
        poolFixture({
          available_licenses: [
            { id: 12, licenseType: 8 },
            { id: 13, licenseType: 8 },
          ],
        }),
      ),
    });
    const select = await screen.findByRole('combobox', { name: /Lizenz/ });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Insight (2 frei)']);
    // One type only: chosen already.
    expect((select as HTMLSelectElement).value).toBe('Insight');
  });

  it('checks address and licence choice before sending anything', async () => {
    const { submit, fill, server } = renderInvite();
    await screen.findByRole('combobox', { name: /Lizenz/ });
    submit();
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie einen Lizenztyp.')).toBeTruthy();
    fill('kein-at-zeichen', 'onSite');
    submit();
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(server.requests.some((request) => request.call === 'createInvite')).toBe(false);
  });

  it('invites to a free licence of the chosen type and returns to the pool with the success notice', async () => {
    const { fill, submit, server } = renderInvite({ createInvite: ok({ success: true }) }, '7');
    await screen.findByRole('combobox', { name: /Lizenz/ });
    fill(' neu@example.test ', 'onSite');
    submit();
    await waitFor(() => expect(location.pathname + location.search).toBe('/account/my-pool/7?invite_success=true'));
    const sent = server.requests.find((request) => request.call === 'createInvite');
    expect(sent?.url).toBe('/webapi/create-invite/14');
    expect(sent?.body).toBe('email=neu%40example.test&managePool=3&_token=pool-token');
  });

  it("shows the server's refusal at the address", async () => {
    const { fill, submit } = renderInvite({
      createInvite: failure('already-invited', 'An diese E-Mail-Adresse ist bereits eine Einladung unterwegs.', 'email'),
    });
    await screen.findByRole('combobox', { name: /Lizenz/ });
    fill('doppelt@example.test', 'Insight');
    submit();
    expect(await screen.findByText('An diese E-Mail-Adresse ist bereits eine Einladung unterwegs.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /E-Mail/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('says why a pool that sent many invitations must wait', async () => {
    const message =
      'Aus diesem Pool wurden in kurzer Zeit viele Einladungen versendet. Bitte warten Sie einige Minuten und versuchen Sie es erneut.';
    const { fill, submit } = renderInvite({ createInvite: failure('too-many-attempts', message) });
    await screen.findByRole('combobox', { name: /Lizenz/ });
    fill('neu@example.test', 'Insight');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it.each([
    ['a server error', serverError()],
    ['a network error', networkFailure()],
  ])("says 'Es ist ein Fehler aufgetreten' after %s", async (_case, answer) => {
    const { fill, submit } = renderInvite({ createInvite: answer });
    await screen.findByRole('combobox', { name: /Lizenz/ });
    fill('neu@example.test', 'Insight');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Es ist ein Fehler aufgetreten');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Einladung senden' }).disabled).toBe(false);
  });

  it('has no form when no licence is free', async () => {
    renderInvite({ getPool: ok(poolFixture({ available_licenses: [] })) });
    expect(await screen.findByText(/Zurzeit ist keine Lizenz frei/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Einladung senden' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zurück zu Viewer verwalten' }).getAttribute('href')).toBe('/account/my-pool');
  });
});
