import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { App } from '../app/App';
import { texts } from '@bfsm/api-adapter';
import { failure, networkFailure, ok, serverError, type FakeAnswerFor, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { fakeServices, renderWithServices } from '../testing/render-with-services';
import TermsConsentScreen from './TermsConsentScreen';

const consentRoutes: FakeRoutes = {
  termsConsentToken: ok({ token: 'aktions-token' }),
  termsConsent: ok({ success: true }),
};

function renderConsent(next: string, routes: FakeRoutes = {}) {
  const view = renderWithServices(<TermsConsentScreen params={{ next }} query={{}} />, {
    routes: { ...consentRoutes, ...routes },
    address: `/account/terms-consent/${encodeURIComponent(next)}`,
  });
  const check = (name: RegExp) => fireEvent.click(screen.getByRole('checkbox', { name }));
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Zustimmen und fortfahren' }));
  return { ...view, check, submit };
}

describe('TermsConsentScreen', () => {
  it('asks for both boxes and sends nothing while one is missing', async () => {
    const { check, submit, server } = renderConsent('/account');
    expect(screen.getByRole('link', { name: /Datenschutzerklärung/ }).getAttribute('href')).toBe('/datenschutz');
    expect(screen.getByRole('link', { name: /AGB/ }).getAttribute('href')).toBe('/bedingungen');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte akzeptieren Sie unsere Datenschutzerklärung und unsere AGB.');
    check(/Datenschutzerklärung/);
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Bitte akzeptieren Sie unsere Datenschutzerklärung und unsere AGB.');
    expect(screen.getByRole('checkbox', { name: /AGB/ }).getAttribute('aria-invalid')).toBe('true');
    expect(server.requests).toHaveLength(0);
  });

  it('records the consent and continues to next with a full page load', async () => {
    const { check, submit, server, navigate } = renderConsent('/account/edit?tab=devices');
    check(/Datenschutzerklärung/);
    check(/AGB/);
    submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/edit?tab=devices'));
    expect(server.requests[1]).toEqual({
      call: 'termsConsent',
      method: 'POST',
      url: '/webapi/terms-consent?token=aktions-token',
      body: 'privacy_policy_accepted=1&terms_accepted=1',
    });
  });

  it.each([['https://evil.example/account'], ['//evil.example'], ['/\\evil.example'], ['/\t/evil.example'], ['/%2e//evil.example']])(
    'refuses the off-site next %s and continues to /account',
    async (next) => {
      const { check, submit, navigate } = renderConsent(next);
      check(/Datenschutzerklärung/);
      check(/AGB/);
      submit();
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
    },
  );

  it.each<[string, FakeAnswerFor<'termsConsent'>]>([
    ['a network error', networkFailure()],
    ['success: false', ok({ success: false, wrong_token: true })],
    ['a server error', serverError()],
    ['an expired form', failure('invalid-token', texts.errors.invalidToken)],
  ])('asks to try again after %s', async (_case, answer) => {
    const { check, submit, navigate } = renderConsent('/account', { termsConsent: answer });
    check(/Datenschutzerklärung/);
    check(/AGB/);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte versuchen Sie es erneut.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Zustimmen und fortfahren' }).disabled).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is reached from the shell without a redirect loop, its header quietly without menu', async () => {
    // Preact runs a render's effects a frame later, on a timer: fake timers hold them until the test runs them.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    history.replaceState(null, '', '/account/terms-consent/%2Faccount%2Fedit');
    const fake = fakeServices({ getMenuInfo: failure('terms-consent', texts.errors.termsConsent) });
    let readAddress = () => {};
    // The shell reads the address only in the render that decides about the redirect, once the menu answered 'terms-consent'.
    const redirectDecided = new Promise<void>((resolve) => (readAddress = resolve));
    const services = {
      ...fake.services,
      currentAddress: () => {
        readAddress();
        return fake.services.currentAddress();
      },
    };
    try {
      render(<App services={services} />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung und AGB' })).toBeTruthy();
      await redirectDecided;
      // The effects of that render, a redirect among them, run now.
      act(() => jest.runOnlyPendingTimers());
      expect(fake.navigate).not.toHaveBeenCalled();
      expect(screen.queryByText('Fehler beim Menü laden')).toBeNull();
      await waitFor(() => expect(document.title).toBe('Datenschutzerklärung und AGB – Brandfallsteuermatrix'));
    } finally {
      jest.useRealTimers();
    }
  });
});
