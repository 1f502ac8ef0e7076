import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { failure, ok, type FakeRoutes } from '../testing/fake-server';
import { renderWithServices } from '../testing/render-with-services';
import ConfirmMailScreen from './ConfirmMailScreen';

function renderConfirm(routes: FakeRoutes) {
  const view = renderWithServices(<ConfirmMailScreen params={{ code: 'abc123' }} query={{}} />, { routes, address: '/confirm-mail/abc123' });
  const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }));
  return { ...view, confirm };
}

describe('ConfirmMailScreen', () => {
  it('confirms only on the click, then opens the account', async () => {
    const { confirm, server, navigate } = renderConfirm({ 'POST /webapi/confirm-mail/abc123': ok({ success: true }) });
    expect(server.requests).toHaveLength(0);
    confirm();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'E-Mail-Adresse bestätigen' }).disabled).toBe(true);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
    expect(server.requests).toEqual([{ method: 'POST', url: '/webapi/confirm-mail/abc123', body: undefined }]);
  });

  it("shows the server's message for a used code in a red alert, with a link to sign in", async () => {
    const { confirm, navigate } = renderConfirm({
      'POST /webapi/confirm-mail/abc123': failure(404, 'invalid-code', 'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.'),
    });
    confirm();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.');
    expect(alert.className).toContain('alert--error');
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'E-Mail-Adresse bestätigen' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets the visitor try again after a network failure', async () => {
    const { confirm } = renderConfirm({
      'POST /webapi/confirm-mail/abc123': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    confirm();
    expect((await screen.findByRole('alert')).textContent).toContain('Bei der Verarbeitung ist ein Fehler aufgetreten.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'E-Mail-Adresse bestätigen' }).disabled).toBe(false);
  });
});
