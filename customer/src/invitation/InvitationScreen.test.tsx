import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { texts, type InvitationCheck } from '@bfsm/api-adapter';
import { failure, invitationCheckFixture, menuInfoFixture, ok, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../testing/render-with-services';
import AcceptInvitationScreen, { DeclineInvitationScreen } from './InvitationScreen';
import InvitationDeclinedScreen from './InvitationDeclinedScreen';

function renderInvitation(
  check: Partial<InvitationCheck> | FakeRoutes['checkInvitation'],
  options: { code?: string; routes?: FakeRoutes; declining?: boolean } = {},
) {
  const code = 'code' in options ? options.code : 'geheimer-code';
  const Screen = options.declining ? DeclineInvitationScreen : AcceptInvitationScreen;
  const address = `/${options.declining ? 'decline-invitation' : 'invitation'}/5${code ? `/${code}` : ''}`;
  const answer = check && 'kind' in check ? check : ok(invitationCheckFixture(check as Partial<InvitationCheck>));
  return renderWithServices(<Screen params={{ invitation: '5', code }} query={{}} />, {
    withMenu: true,
    address,
    routes: {
      getMenuInfo: ok(menuInfoFixture({ signedIn: false, logoutUrl: '' })),
      checkInvitation: answer as FakeRoutes['checkInvitation'],
      ...options.routes,
    },
  });
}

const text = (name: RegExp | string) => screen.getByRole('textbox', { name });
const fillNewUser = () => {
  fireEvent.change(screen.getByRole('combobox', { name: /Anrede/ }), { target: { value: 'Herr' } });
  fireEvent.input(text('Vorname'), { target: { value: 'Neo' } });
  fireEvent.input(text('Nachname'), { target: { value: 'Neumann' } });
  fireEvent.input(screen.getByLabelText(/^Passwort( \*)?$/), { target: { value: 'lang-genug-1' } });
  fireEvent.input(screen.getByLabelText(/^Passwort wiederholen( \*)?$/), { target: { value: 'lang-genug-1' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /AGB/ }));
};
const acceptButton = () => screen.getByRole('button', { name: 'Einladung annehmen' });

describe('InvitationScreen', () => {
  it('checks the invitation with its code and names who invites to what', async () => {
    const { server } = renderInvitation({});
    expect(await screen.findByText('Anton Müller lädt Sie ein, Brandfallsteuermatrix mit einer Lizenz „Insight“ zu nutzen.')).toBeTruthy();
    expect(screen.getByText('Die Einladung gilt für neu@example.test.')).toBeTruthy();
    expect(server.requests.find((request) => request.call === 'checkInvitation')?.url).toBe('/webapi/check-invitation/5/geheimer-code');
  });

  it('lets a new user set password and details, with the messages of section 5, and then opens his dashboard', async () => {
    const { server, navigate } = renderInvitation({}, { routes: { acceptInvitation: ok({ success: true }) } });
    await screen.findByRole('heading', { name: 'Ihr Zugang' });
    fireEvent.input(screen.getByLabelText(/^Passwort( \*)?$/), { target: { value: 'kurz' } });
    fireEvent.click(acceptButton());
    expect(await screen.findByText('Ihr Passwort muss mindestens 8 Zeichen lang sein.')).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie eine Anrede.')).toBeTruthy();
    expect(screen.getByText('Bitte akzeptieren Sie die Datenschutzerklärung.')).toBeTruthy();
    expect(screen.getByText('Bitte akzeptieren Sie die AGB.')).toBeTruthy();
    fillNewUser();
    fireEvent.input(screen.getByLabelText(/^Passwort wiederholen( \*)?$/), { target: { value: 'anders-lang' } });
    fireEvent.click(acceptButton());
    expect(await screen.findByText('Die Passwörter stimmen nicht überein.')).toBeTruthy();
    expect(server.requests.some((request) => request.call === 'acceptInvitation')).toBe(false);

    fireEvent.input(screen.getByLabelText(/^Passwort wiederholen( \*)?$/), { target: { value: 'lang-genug-1' } });
    fireEvent.click(acceptButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
    const sent = server.requests.find((request) => request.call === 'acceptInvitation');
    expect(sent?.url).toBe('/webapi/accept-invitation/5/geheimer-code');
    // An unticked newsletter box is left out, as a browser's form would.
    expect(Object.fromEntries(new URLSearchParams(sent?.body))).toEqual({
      newPassword1: 'lang-genug-1',
      newPassword2: 'lang-genug-1',
      accept_privacy: '1',
      accept_terms: '1',
      first_name: 'Neo',
      last_name: 'Neumann',
      greeting: 'Herr',
    });
  });

  it("shows the server's refusal of the new account", async () => {
    renderInvitation(
      {},
      { routes: { acceptInvitation: failure('no-free-license', 'Leider ist im Pool keine passende Lizenz mehr frei.') } },
    );
    await screen.findByRole('heading', { name: 'Ihr Zugang' });
    fillNewUser();
    fireEvent.click(acceptButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Leider ist im Pool keine passende Lizenz mehr frei.');
  });

  it('asks an existing user to sign in first, and the sign-in comes back here', async () => {
    renderInvitation({ existingUser: true, needsLogin: true });
    expect(await screen.findByText('Bitte melden Sie sich an um diese Einladung anzunehmen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/invitation/5/geheimer-code')}`,
    );
    expect(screen.queryByRole('button', { name: 'Einladung annehmen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Einladung ablehnen' })).toBeTruthy();
  });

  it('lets the signed-in invitee accept directly', async () => {
    const { navigate, server } = renderInvitation(
      { existingUser: true },
      { code: undefined, routes: { acceptInvitationExistingUser: ok({ success: true }) } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Einladung annehmen' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
    expect(server.requests.find((request) => request.call === 'checkInvitation')?.url).toBe('/webapi/check-invitation/5');
    expect(server.requests.find((request) => request.call === 'acceptInvitationExistingUser')?.url).toBe(
      '/webapi/accept-invitation-existing-user/5',
    );
  });

  it('tells a user with a licence that he cannot accept', async () => {
    renderInvitation({ existingUser: true, hasLicense: true });
    expect((await screen.findByRole('alert')).textContent).toBe('Sie können keine Einladung annehmen, da Sie bereits eine Lizenz haben.');
    expect(screen.queryByRole('button', { name: 'Einladung annehmen' })).toBeNull();
  });

  it('tells a signed-in stranger that the invitation is meant for someone else', async () => {
    renderInvitation({ existingUser: true, wrongUser: true });
    expect((await screen.findByRole('alert')).textContent).toBe('Diese Einladung ist für einen anderen Nutzer bestimmt.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says that a dead link is no longer valid', async () => {
    renderInvitation(failure('code-invalid', texts.invitation.invalid));
    expect((await screen.findByRole('alert')).textContent).toBe('Dieser Link ist leider nicht mehr gültig.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('declines, or declines and reports, and goes to /invitation-declined', async () => {
    const { server } = renderInvitation({}, { routes: { reportInvitation: ok({ success: true }) } });
    fireEvent.click(await screen.findByRole('checkbox', { name: /als Missbrauch melden/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Einladung ablehnen' }));
    await waitFor(() => expect(location.pathname + location.search).toBe('/invitation-declined?reported=true'));
    expect(server.requests.find((request) => request.call === 'reportInvitation')?.url).toBe('/webapi/report-invitation/5/geheimer-code');
  });

  it('puts declining first when opened from the decline link of the mail; nothing happens without a click', async () => {
    const { server } = renderInvitation({}, { declining: true, routes: { declineInvitation: ok({ success: true }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Einladung ablehnen' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Einladung doch annehmen' })).getAttribute('href')).toBe('/invitation/5/geheimer-code');
    expect(screen.queryByRole('heading', { name: 'Ihr Zugang' })).toBeNull();
    expect(server.requests.some((request) => request.call === 'declineInvitation')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Einladung ablehnen' }));
    await waitFor(() => expect(location.pathname + location.search).toBe('/invitation-declined?reported=false'));
    expect(server.requests.find((request) => request.call === 'declineInvitation')?.url).toBe('/webapi/decline-invitation/5/geheimer-code');
  });
});

describe('InvitationDeclinedScreen', () => {
  it.each([
    ['false', 'Sie haben die Einladung abgelehnt. Der Link in der E-Mail ist nicht mehr gültig.'],
    ['true', /abgelehnt und als Missbrauch gemeldet\. Vielen Dank für Ihren Hinweis/],
  ])('says what happened (reported=%s)', (reported, message) => {
    renderWithServices(<InvitationDeclinedScreen params={{}} query={{ reported }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Einladung abgelehnt' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });
});
