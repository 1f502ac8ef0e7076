import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { failure, networkFailure, ok, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../testing/render-with-services';
import ConfirmMailScreen from './ConfirmMailScreen';

function renderConfirm(routes: FakeRoutes) {
  const view = renderWithServices(<ConfirmMailScreen params={{ code: 'abc123' }} query={{}} />, {
    routes,
    address: '/confirm-mail/abc123',
  });
  const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }));
  return { ...view, confirm };
}

describe('ConfirmMailScreen', () => {
  it('confirms only on the click, then opens the account', async () => {
    const { confirm, server, navigate } = renderConfirm({ confirmMail: ok({ success: true }) });
    expect(server.requests).toHaveLength(0);
    confirm();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'E-Mail-Adresse bestätigen' }).disabled).toBe(true);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
    expect(server.requests).toEqual([{ call: 'confirmMail', method: 'POST', url: '/webapi/confirm-mail/abc123', body: undefined }]);
  });

  it.each([
    ['code-used', 'Dieser Link wurde bereits verwendet.'],
    ['code-expired', 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.'],
    ['code-invalid', 'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig aus der E-Mail übernommen haben.'],
  ] as const)("shows the server's message for %s in a red alert, with a link to sign in", async (code, message) => {
    const { confirm, navigate } = renderConfirm({ confirmMail: failure(code, message) });
    confirm();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(alert.className).toContain('alert--error');
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'E-Mail-Adresse bestätigen' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets the visitor try again after a network failure', async () => {
    const { confirm } = renderConfirm({ confirmMail: networkFailure() });
    confirm();
    expect((await screen.findByRole('alert')).textContent).toContain('Bei der Verarbeitung ist ein Fehler aufgetreten.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'E-Mail-Adresse bestätigen' }).disabled).toBe(false);
  });
});
