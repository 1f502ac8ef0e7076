import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { failure, ok } from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../testing/render-with-services';
import NotMeScreen from './NotMeScreen';

describe('NotMeScreen', () => {
  it('secures the account only on the click, then leads to the new password', async () => {
    const { server, navigate } = renderWithServices(<NotMeScreen params={{ code: 'abc123' }} query={{}} />, {
      address: '/not-me/abc123',
      routes: { notMeToken: ok({ token: 'nm-token' }), reportNotMe: ok({ success: true, resetPath: '/confirm-forgotten-password/neu' }) },
    });
    expect(server.requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Konto sichern' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/confirm-forgotten-password/neu'));
    expect(server.requests.map((request) => [request.call, request.url, request.body])).toEqual([
      ['notMeToken', '/webapi/not-me-token', undefined],
      ['reportNotMe', '/webapi/not-me/abc123', '_token=nm-token'],
    ]);
  });

  it('shows why a used link does nothing, with the way to the login', async () => {
    renderWithServices(<NotMeScreen params={{ code: 'abc123' }} query={{}} />, {
      address: '/not-me/abc123',
      routes: { notMeToken: ok({ token: 'nm-token' }), reportNotMe: failure('code-used', 'Dieser Link wurde bereits verwendet.') },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Konto sichern' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Dieser Link wurde bereits verwendet.');
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Konto sichern' })).toBeNull();
  });
});
