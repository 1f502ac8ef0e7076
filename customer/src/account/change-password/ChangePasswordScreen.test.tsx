import { fireEvent, screen, waitFor } from '@testing-library/preact';
import type { ActiveSession } from '@bfsm/api-adapter';
import { adminRole } from '@bfsm/api-adapter';
import { failure, ok, userInfoFixture, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../../testing/render-with-services';
import ChangePasswordScreen from './ChangePasswordScreen';

const sessions: ActiveSession[] = [
  {
    id: 'aktuelle',
    browser: 'Firefox 126',
    os: 'Windows 10',
    ip: '203.0.113.7',
    signedInAt: '2026-01-15T08:05:00.000Z',
    lastActiveAt: '2026-01-15T09:00:00.000Z',
    current: true,
  },
  {
    id: 'telefon',
    browser: 'Mobile Safari 17',
    os: 'iOS 17.4',
    ip: null,
    signedInAt: '2026-01-10T12:00:00.000Z',
    lastActiveAt: '2026-01-14T18:30:00.000Z',
    current: false,
  },
];

const ownAccount: FakeRoutes = {
  getUserInfo: ok(userInfoFixture({ id: 7 })),
  changePasswordToken: ok({ token: 'pw-token' }),
  changePassword: ok({ success: true }),
  listSessions: ok(sessions),
  sessionsToken: ok({ token: 'sitzungs-token' }),
  endSession: ok({ success: true }),
  endOtherSessions: ok({ success: true }),
  getSecondFactor: ok({ enabled: false, recoveryCodesLeft: 0, setupRequired: false, hasPasskey: false }),
  listPasskeys: ok([]),
  secondFactorToken: ok({ token: 'sf-token' }),
};

function renderChangePassword(routes: FakeRoutes = {}, userId?: string) {
  const view = renderWithServices(<ChangePasswordScreen params={{ userId }} query={{}} />, {
    routes: { ...ownAccount, ...routes },
    address: userId ? `/account/changePw/${userId}` : '/account/changePw',
  });
  const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
  const posted = (url: string) => view.server.requests.filter((request) => request.method === 'POST' && request.url === url);
  const loadsOf = (url: string) => view.server.requests.filter((request) => request.method === 'GET' && request.url === url).length;
  return { ...view, type, submit, posted, loadsOf };
}

describe('ChangePasswordScreen, own account', () => {
  it('changes the password with the old one, says so, empties the form and loads the sessions again', async () => {
    const { type, submit, posted, loadsOf } = renderChangePassword();
    await screen.findByLabelText('Bisheriges Passwort *');
    await screen.findByText('Firefox 126 unter Windows 10');
    type('Bisheriges Passwort *', 'altes-passwort');
    type('Neues Passwort *', 'neues-passwort');
    type('Neues Passwort wiederholen *', 'neues-passwort');
    submit();

    expect((await screen.findByText('Passwort erfolgreich geändert.')).getAttribute('role')).toBe('status');
    const [request] = posted('/webapi/changePw');
    expect(new URLSearchParams(request?.body)).toEqual(
      new URLSearchParams({
        oldPassword: 'altes-passwort',
        'plainPassword[first]': 'neues-passwort',
        'plainPassword[second]': 'neues-passwort',
        _token: 'pw-token',
      }),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Bisheriges Passwort *').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Neues Passwort *').value).toBe('');
    await waitFor(() => expect(loadsOf('/webapi/sessions')).toBe(2));
  });

  it.each([
    ['', 'neues-passwort', 'neues-passwort', 'Bisheriges Passwort *', 'Bitte füllen Sie dieses Feld aus.'],
    ['altes-passwort', 'kurz', 'kurz', 'Neues Passwort *', 'Ihr neues Passwort muss mindestens 8 Zeichen lang sein.'],
    ['altes-passwort', 'neues-passwort', 'anderes-passwort', 'Neues Passwort wiederholen *', 'Die neuen Passwörter stimmen nicht überein.'],
  ])('checks the entries before sending (old %p, new %p / %p)', async (old, first, second, label, message) => {
    const { type, submit, posted } = renderChangePassword();
    await screen.findByLabelText('Bisheriges Passwort *');
    type('Bisheriges Passwort *', old);
    type('Neues Passwort *', first);
    type('Neues Passwort wiederholen *', second);
    submit();
    expect((await screen.findByText(message)).id).toBe(screen.getByLabelText(label).getAttribute('aria-describedby'));
    expect(posted('/webapi/changePw')).toHaveLength(0);
  });

  it("shows the server's refusal of a wrong old password at that field", async () => {
    const { type, submit } = renderChangePassword({
      changePassword: failure('invalid-credentials', 'Ihr bisheriges Passwort ist nicht korrekt.', 'oldPassword'),
    });
    await screen.findByLabelText('Bisheriges Passwort *');
    type('Bisheriges Passwort *', 'geraten');
    type('Neues Passwort *', 'neues-passwort');
    type('Neues Passwort wiederholen *', 'neues-passwort');
    submit();
    const message = await screen.findByText('Ihr bisheriges Passwort ist nicht korrekt.');
    const field = screen.getByLabelText('Bisheriges Passwort *');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.queryByText('Passwort erfolgreich geändert.')).toBeNull();
  });

  it('tells a limited user that the password cannot be changed, without a form', async () => {
    renderChangePassword({ getUserInfo: ok(userInfoFixture({ id: 7, limitedUser: true })) });
    expect(await screen.findByText('Das Passwort dieses Kontos kann nicht geändert werden.')).toBeTruthy();
    expect(screen.queryByLabelText('Bisheriges Passwort *')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Passwort ändern' })).toBeNull();
  });

  it('lists the sessions with browser, address and times, the current one marked and without its own Abmelden', async () => {
    renderChangePassword();
    const current = (await screen.findByText('Firefox 126 unter Windows 10')).closest('li') as HTMLElement;
    expect(current.textContent).toContain('Diese Sitzung');
    expect(current.textContent).toContain('203.0.113.7');
    expect(current.textContent).toContain('15.01.2026, 09:05 Uhr');
    expect(current.textContent).toContain('15.01.2026, 10:00 Uhr');
    expect(current.querySelector('button')).toBeNull();
    const phone = screen.getByText('Mobile Safari 17 unter iOS 17.4').closest('li') as HTMLElement;
    expect(phone.textContent).not.toContain('Diese Sitzung');
    expect(phone.textContent).toContain('unbekannt');
  });

  it('ends one other session, and then all other sessions', async () => {
    const { posted, loadsOf } = renderChangePassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Sitzung Mobile Safari 17 unter iOS 17.4 abmelden' }));
    expect(await screen.findByText('Die Sitzung wurde abgemeldet.')).toBeTruthy();
    expect(posted('/webapi/sessions/telefon/end')[0]?.body).toBe('_token=sitzungs-token');
    await waitFor(() => expect(loadsOf('/webapi/sessions')).toBe(2));

    fireEvent.click(await screen.findByRole('button', { name: 'Andere Sitzungen abmelden' }));
    expect(await screen.findByText('Alle anderen Sitzungen wurden abgemeldet.')).toBeTruthy();
    expect(posted('/webapi/sessions/end-others')).toHaveLength(1);
  });

  it('offers no Andere Sitzungen abmelden when this is the only session', async () => {
    renderChangePassword({ listSessions: ok([sessions[0] as ActiveSession]) });
    await screen.findByText('Firefox 126 unter Windows 10');
    expect(screen.queryByRole('button', { name: 'Andere Sitzungen abmelden' })).toBeNull();
  });

  it('shows the server message when ending a session fails', async () => {
    renderChangePassword({ endSession: failure('not-found', 'Nicht gefunden.') });
    fireEvent.click(await screen.findByRole('button', { name: 'Sitzung Mobile Safari 17 unter iOS 17.4 abmelden' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nicht gefunden.');
  });

  it('links to the download of all own data', async () => {
    renderChangePassword();
    const link = await screen.findByRole('link', { name: 'Meine Daten herunterladen' });
    expect(link.getAttribute('href')).toBe('/webapi/my-data');
    expect(link.getAttribute('download')).toBe('meine-daten.json');
  });
});

describe('ChangePasswordScreen, an admin on another user', () => {
  const adminRoutes: FakeRoutes = {
    getUserInfo: (request) =>
      request.url.endsWith('/15')
        ? ok(userInfoFixture({ id: 15, email: 'kunde@example.test', limitedUser: true }))
        : ok(userInfoFixture({ id: 1, roles: [adminRole] })),
    changePasswordToken: ok({ token: 'pw-token' }),
    changePassword: ok({ success: true }),
  };

  it("sets the user's password without the old one; the admin's own sessions and data are not shown there", async () => {
    const { type, submit, posted, server } = renderChangePassword(adminRoutes, '15');
    expect(await screen.findByText(/Sie legen ein neues Passwort für kunde@example\.test fest/)).toBeTruthy();
    expect(screen.queryByLabelText('Bisheriges Passwort *')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Angemeldete Sitzungen' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Meine Daten herunterladen' })).toBeNull();
    type('Neues Passwort *', 'vom-admin-gesetzt');
    type('Neues Passwort wiederholen *', 'vom-admin-gesetzt');
    submit();
    expect(await screen.findByText('Passwort erfolgreich geändert.')).toBeTruthy();
    expect(new URLSearchParams(posted('/webapi/changePw/15')[0]?.body).get('oldPassword')).toBeNull();
    expect(server.requests.some((request) => request.url === '/webapi/sessions')).toBe(false);
  });

  it("shows the server's refusal to a non-admin", async () => {
    renderChangePassword(
      {
        getUserInfo: (request) =>
          request.url.endsWith('/15') ? failure('forbidden', 'Dafür fehlen Ihnen die Rechte.') : ok(userInfoFixture({ id: 7 })),
      },
      '15',
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Dafür fehlen Ihnen die Rechte.');
    expect(screen.queryByRole('button', { name: 'Passwort ändern' })).toBeNull();
  });

  it('treats a non-numeric user id as an unknown page', async () => {
    const { server } = renderChangePassword({}, 'abc');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Seite nicht gefunden');
    expect(server.requests).toHaveLength(0);
  });
});
