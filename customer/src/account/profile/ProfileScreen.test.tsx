import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { adminRole, texts, type AdminUserInfo } from '@bfsm/api-adapter';
import { failure, ok, userInfoFixture, type FakeAnswerFor, type FakeRoutes, activatedDevicesFixture } from '@bfsm/api-adapter/testing';
import { accountRoutes, adminViewer } from '../../testing/account-routes';
import { renderWithServices } from '../../testing/render-with-services';
import ProfileScreen from './ProfileScreen';

const devices = activatedDevicesFixture();

function adminInfo(overrides: Partial<AdminUserInfo> = {}): AdminUserInfo {
  return {
    licenseType: 3,
    currentLicenseExpiration: '2026-12-31',
    disableEmail: false,
    fixedPasswordAccount: false,
    freeAccount: false,
    maximumAPIKeys: 0,
    maximumAllowedDevices: 2,
    emailConfirmed: true,
    emailConfirmPending: false,
    ...overrides,
  };
}

function renderProfile(routes: FakeRoutes, userId?: string) {
  return renderWithServices(<ProfileScreen params={{ userId }} query={{}} />, {
    routes,
    withMenu: true,
    address: userId ? `/account/edit/${userId}` : '/account/edit',
  });
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const sent = (server: ReturnType<typeof renderProfile>['server'], url: string) =>
  new URLSearchParams(server.requests.find((request) => request.url === url)?.body ?? '');

describe('ProfileScreen for a customer', () => {
  const customerRoutes = (extra: FakeRoutes = {}): FakeRoutes => ({
    ...accountRoutes({
      id: 7,
      greeting: 'Herr',
      firstName: 'Anton',
      lastName: 'Müller',
      phoneNumber: '030 1',
      companyName: 'Müller GmbH',
      emailNewsletter: false,
    }),
    getActivatedDevices: ok(devices),
    userDetailsToken: ok({ token: 'profil-token' }),
    ...extra,
  });

  it('shows the details, the e-mail read-only with the support note, and the note on closing the account', async () => {
    renderProfile(customerRoutes());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Profil');
    expect((screen.getByRole('combobox', { name: 'Anrede' }) as HTMLSelectElement).value).toBe('Herr');
    expect(
      [...(screen.getByRole('combobox', { name: 'Anrede' }) as HTMLSelectElement).options].map((option) => option.textContent),
    ).toEqual(['Bitte wählen', 'Herr', 'Frau', 'Herr Dr.', 'Frau Dr.']);
    expect(screen.getByText('Anrede').textContent).toBe('Anrede *');
    expect(field('Nachname').value).toBe('Müller');
    const email = screen.getByRole('textbox', { name: 'E-Mail' }) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(email.getAttribute('aria-describedby')).toBe('profile-email-hint');
    expect(screen.getByText(/Die E-Mail-Adresse kann nur unser Support ändern/).textContent).toContain('hilfe@bfsm.test');
    expect(screen.getByText(/Sie möchten Ihr Konto schließen\?/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Admin-Bereich' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Features' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Verwaltung' })).toBeNull();
  });

  it('saves the form with its token and shows the server message in a success alert', async () => {
    const { server } = renderProfile(customerRoutes({ saveProfile: ok({ success: true, message: 'Erfolgreich gespeichert.' }) }));
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Anrede' }), { target: { value: '' } });
    fireEvent.input(field('Nachname'), { target: { value: 'Meier' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Newsletter erhalten (etwa einmal im Monat)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByText('Erfolgreich gespeichert.')).closest('[role="status"]')).not.toBeNull();
    expect(Object.fromEntries(sent(server, '/webapi/account/7'))).toEqual({
      greeting: '',
      firstName: 'Anton',
      lastName: 'Meier',
      phone_number: '030 1',
      companyName: 'Müller GmbH',
      email_newsletter: '1',
      _token: 'profil-token',
    });
  });

  it('shows a refusal in a red alert, or at the field the server names', async () => {
    let answer: FakeAnswerFor<'saveProfile'> = failure('invalid-token', 'Das Formular ist abgelaufen.');
    renderProfile(customerRoutes({ saveProfile: () => answer }));
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Das Formular ist abgelaufen.');

    answer = failure('invalid-input', 'Bitte wählen Sie eine Anrede.', 'greeting');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Anrede' }).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Bitte wählen Sie eine Anrede.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // The fake API refuses to send what the contract refuses, so the server's answer stands in for the typed value.
  it("shows the contract's refusal of a line break or control character at the name field", async () => {
    renderProfile(customerRoutes({ saveProfile: failure('invalid-input', texts.validation.oneLine, 'lastName') }));
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(field('Nachname').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(texts.validation.oneLine).id).toBe(field('Nachname').getAttribute('aria-describedby'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ProfileScreen for an admin', () => {
  const adminRoutes = (admin: Partial<AdminUserInfo> = {}, extra: FakeRoutes = {}): FakeRoutes => ({
    ...accountRoutes(adminViewer, { id: 15, email: 'kunde@bfsm.test', licenseType: 3 }),
    getAdminUserInfo: ok(adminInfo(admin)),
    getActivatedDevices: ok(devices),
    listFeatures: ok([]),
    userDetailsToken: ok({ token: 'profil-token' }),
    ...extra,
  });

  it("shows another user's admin data and saves it all through admin_account", async () => {
    const { server } = renderProfile(
      adminRoutes(
        { maximumAPIKeys: 2, freeAccount: true },
        { saveAdminAccount: ok({ success: true, message: 'Erfolgreich gespeichert.' }) },
      ),
      '15',
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Profil von kunde@bfsm.test');
    const area = await screen.findByRole('group', { name: 'Admin-Bereich' });
    const licenseType = within(area).getByRole('combobox', { name: 'Lizenztyp' }) as HTMLSelectElement;
    expect(licenseType.value).toBe('3');
    expect([...licenseType.options].map((option) => option.textContent)).toEqual([
      'Test-Next',
      'Keine',
      'Classic',
      'Next',
      'Insight',
      'onSite',
      'Concept',
    ]);
    const expiry = within(area).getByLabelText('Aktuelle Lizenz gültig bis') as HTMLInputElement;
    expect(expiry.value).toBe('2026-12-31');
    expect(expiry.min).toBe('2024-09-01');
    expect((within(area).getByRole('spinbutton', { name: 'Gleichzeitig aktive Geräte (Classic)' }) as HTMLInputElement).value).toBe('2');

    fireEvent.input(expiry, { target: { value: '2027-01-31' } });
    fireEvent.input(within(area).getByRole('spinbutton', { name: 'Maximale Anzahl API-Schlüssel' }), { target: { value: '5' } });
    fireEvent.click(within(area).getByRole('checkbox', { name: 'E-Mail-Versand deaktiviert' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Erfolgreich gespeichert.');
    expect(Object.fromEntries(sent(server, '/webapi/admin_account/15'))).toMatchObject({
      licenseType: '3',
      currentLicenseExpiration: '2027-01-31',
      disableEmail: '1',
      freeAccount: '1',
      maximumAPIKeys: '5',
      emailConfirmed: '1',
      maximumAllowedDevices: '2',
      _token: 'profil-token',
    });
    expect(sent(server, '/webapi/admin_account/15').has('fixedPasswordAccount')).toBe(false);
  });

  it("clears the expiry with 'Datum löschen', and shows and sends the device number for Classic only", async () => {
    const { server } = renderProfile(
      adminRoutes({}, { saveAdminAccount: ok({ success: true, message: 'Erfolgreich gespeichert.' }) }),
      '15',
    );
    const area = await screen.findByRole('group', { name: 'Admin-Bereich' });
    fireEvent.click(within(area).getByRole('button', { name: 'Datum löschen' }));
    expect((within(area).getByLabelText('Aktuelle Lizenz gültig bis') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(area).getByRole('combobox', { name: 'Lizenztyp' }), { target: { value: '6' } });
    expect(within(area).queryByRole('spinbutton', { name: 'Gleichzeitig aktive Geräte (Classic)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Erfolgreich gespeichert.');
    const body = sent(server, '/webapi/admin_account/15');
    expect(body.get('licenseType')).toBe('6');
    expect(body.get('currentLicenseExpiration')).toBe('');
    expect(body.has('maximumAllowedDevices')).toBe(false);
  });

  it('refuses an expiry before 2024-09-01 and a negative number in the browser, at their fields', async () => {
    const { server } = renderProfile(adminRoutes(), '15');
    const area = await screen.findByRole('group', { name: 'Admin-Bereich' });
    fireEvent.input(within(area).getByLabelText('Aktuelle Lizenz gültig bis'), { target: { value: '2024-08-31' } });
    fireEvent.input(within(area).getByRole('spinbutton', { name: 'Maximale Anzahl API-Schlüssel' }), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Das Datum darf nicht vor dem 01.09.2024 liegen.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie eine ganze Zahl ab 0 ein.')).toBeTruthy();
    expect(document.activeElement).toBe(within(area).getByLabelText('Aktuelle Lizenz gültig bis'));
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows the admin area and the features but no administration block on the own profile', async () => {
    renderProfile({
      ...accountRoutes(adminViewer),
      getAdminUserInfo: ok(adminInfo()),
      getActivatedDevices: ok(devices),
      listFeatures: ok([]),
      userDetailsToken: ok({ token: 'profil-token' }),
    });
    expect(await screen.findByRole('group', { name: 'Admin-Bereich' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Features' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Verwaltung' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Konto löschen' })).toBeNull();
  });

  it('offers the manual confirmation only while one is pending, and confirms the address', async () => {
    let pending = true;
    const { server } = renderProfile(
      {
        ...adminRoutes(),
        getAdminUserInfo: () => ok(adminInfo({ emailConfirmed: !pending, emailConfirmPending: pending })),
        confirmMailByAdmin: () => {
          pending = false;
          return ok({ success: true });
        },
      },
      '15',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'E-Mail-Adresse manuell bestätigen' }));
    expect(await screen.findByText('Die E-Mail-Adresse ist bestätigt.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'E-Mail-Adresse manuell bestätigen' })).toBeNull());
    expect((screen.getByRole('checkbox', { name: 'E-Mail-Adresse bestätigt' }) as HTMLInputElement).checked).toBe(true);
    expect(server.requests.filter((request) => request.url === '/webapi/admin-confirm-mail/15')).toHaveLength(1);
  });

  it('shows an empty alert when the manual confirmation fails', async () => {
    renderProfile(
      { ...adminRoutes({ emailConfirmed: false, emailConfirmPending: true }), confirmMailByAdmin: failure('not-found', 'Nicht gefunden.') },
      '15',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'E-Mail-Adresse manuell bestätigen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('');
  });

  it('hides the manual confirmation when no link is outstanding', async () => {
    renderProfile(adminRoutes({ emailConfirmed: false, emailConfirmPending: false }), '15');
    await screen.findByRole('heading', { name: 'Verwaltung' });
    expect(screen.queryByRole('button', { name: 'E-Mail-Adresse manuell bestätigen' })).toBeNull();
  });

  it('grants admin rights with their token, then shows the new state', async () => {
    let isAdmin = false;
    const { server } = renderProfile(
      {
        ...adminRoutes(),
        getUserInfo: (request) => (request.url.endsWith('/15') ? ok(userWithRights(isAdmin)) : ok(userInfoFixture(adminViewer))),
        adminRightsToken: ok({ token: 'rechte-token' }),
        makeAdmin: () => {
          isAdmin = true;
          return ok({ success: true });
        },
      },
      '15',
    );
    expect(await screen.findByText('Dieser Benutzer hat keine Admin-Rechte.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Admin-Rechte erteilen' }));
    expect(await screen.findByText('Die Admin-Rechte sind erteilt.')).toBeTruthy();
    expect(screen.getByText('Dieser Benutzer hat Admin-Rechte.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Admin-Rechte entziehen' })).toBeTruthy();
    expect(server.requests.some((request) => request.method === 'POST' && request.url === '/webapi/users/makeAdmin/15/rechte-token')).toBe(
      true,
    );
  });

  it('revokes admin rights after a confirmation in a dialog', async () => {
    let isAdmin = true;
    renderProfile(
      {
        ...adminRoutes(),
        getUserInfo: (request) => (request.url.endsWith('/15') ? ok(userWithRights(isAdmin)) : ok(userInfoFixture(adminViewer))),
        adminRightsToken: ok({ token: 'rechte-token' }),
        deleteAdmin: () => {
          isAdmin = false;
          return ok({ success: true });
        },
      },
      '15',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Admin-Rechte entziehen' }));
    const dialog = screen.getByRole('dialog', { name: 'Admin-Rechte entziehen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Admin-Rechte entziehen' }));
    expect(await screen.findByText('Die Admin-Rechte sind entzogen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Admin-Rechte erteilen' })).toBeTruthy();
  });

  it('deletes the account after a confirmation in a dialog and leaves for the user list', async () => {
    const { server, navigate } = renderProfile(
      { ...adminRoutes(), deleteUserToken: ok({ token: 'loesch-token' }), deleteUser: ok({ success: true }) },
      '15',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Konto löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Konto endgültig löschen?' });
    expect(within(dialog).getByText(/Das Konto kunde@bfsm.test wird/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/users'));
    expect(server.requests.some((request) => request.method === 'DELETE' && request.url === '/webapi/users/15?token=loesch-token')).toBe(
      true,
    );
  });

  it('shows the server message when the deletion is refused, and stays', async () => {
    const { navigate } = renderProfile(
      {
        ...adminRoutes(),
        deleteUserToken: ok({ token: 'loesch-token' }),
        deleteUser: failure('forbidden', 'Ihr eigenes Konto können Sie nicht löschen.'),
      },
      '15',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Konto löschen' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Endgültig löschen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ihr eigenes Konto können Sie nicht löschen.');
    expect(navigate).not.toHaveBeenCalled();
  });
});

function userWithRights(adminRights: boolean) {
  return userInfoFixture({ id: 15, email: 'kunde@bfsm.test', licenseType: 3, roles: adminRights ? [adminRole] : [] });
}
