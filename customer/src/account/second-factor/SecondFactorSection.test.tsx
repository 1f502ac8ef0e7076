import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { failure, ok } from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../../testing/render-with-services';
import { SecondFactorSection } from './SecondFactorSection';

const recoveryCodes = Array.from({ length: 10 }, (_, index) => `AAAA-BBBB-CC${String(index).padStart(2, '0')}`);

describe('SecondFactorSection', () => {
  it('sets the second factor up: QR code and key, a first code, then the recovery codes once', async () => {
    let enabled = false;
    const { server } = renderWithServices(<SecondFactorSection />, {
      address: '/account/changePw',
      routes: {
        getSecondFactor: () => ok({ enabled, recoveryCodesLeft: enabled ? 10 : 0, setupRequired: !enabled, hasPasskey: false }),
        secondFactorToken: ok({ token: 'sf-token' }),
        startSecondFactorSetup: ok({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x',
          qrCode: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
        }),
        confirmSecondFactor: (request) => {
          if (request.body !== 'code=123456&_token=sf-token') return failure('invalid-input', 'Der Code ist falsch oder abgelaufen.');
          enabled = true;
          return ok({ success: true, recoveryCodes });
        },
      },
    });
    expect(
      await screen.findByText('Für den Verwaltungsbereich ist die Zwei-Faktor-Anmeldung erforderlich. Bitte richten Sie sie jetzt ein.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }));
    expect((await screen.findByRole('img', { name: 'QR-Code für die Authenticator-App' })).getAttribute('src')).toContain(
      'data:image/svg+xml',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeTruthy();
    fireEvent.input(screen.getByLabelText(/Code aus der App/), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Der Code ist falsch oder abgelaufen.');
    fireEvent.input(screen.getByLabelText(/Code aus der App/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    const list = await screen.findByRole('list', { name: 'Ihre Wiederherstellungscodes' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(recoveryCodes);
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Die Zwei-Faktor-Anmeldung ist eingerichtet. Ihnen bleiben 10 Wiederherstellungscodes.')).toBeTruthy();
    expect(screen.queryByText(recoveryCodes[0] as string)).toBeNull();
    expect(server.requests.filter((request) => request.call === 'confirmSecondFactor')).toHaveLength(2);
  });

  it('tells an admin who must set it up and has a passkey that signing in with the passkey opens the back-office too', async () => {
    let hasPasskey = false;
    /** The password tab's part: the passkeys section beside it counts its changes. */
    function WithPasskeys() {
      const [passkeyChanges, setPasskeyChanges] = useState(0);
      return (
        <>
          <button onClick={() => setPasskeyChanges((count) => count + 1)}>Passkey hinzugefügt</button>
          <SecondFactorSection reload={passkeyChanges} />
        </>
      );
    }
    renderWithServices(<WithPasskeys />, {
      address: '/account/changePw',
      routes: { getSecondFactor: () => ok({ enabled: false, recoveryCodesLeft: 0, setupRequired: true, hasPasskey }) },
    });
    const notice = await screen.findByText(/Für den Verwaltungsbereich ist die Zwei-Faktor-Anmeldung erforderlich/);
    expect(notice.textContent).not.toContain('Passkey');
    // A passkey added beside it: the section asks again.
    hasPasskey = true;
    fireEvent.click(screen.getByRole('button', { name: 'Passkey hinzugefügt' }));
    expect(
      await screen.findByText(
        'Für den Verwaltungsbereich ist die Zwei-Faktor-Anmeldung erforderlich. Bitte richten Sie sie jetzt ein. Sie haben einen Passkey: Melden Sie sich ab und mit dem Passkey wieder an, dann öffnet sich der Verwaltungsbereich auch ohne Authenticator-App.',
      ),
    ).toBeTruthy();
  });

  it('offers new recovery codes when two or fewer are left; after a question, without a password, they replace the old ones, shown once', async () => {
    let left = 1;
    const { server } = renderWithServices(<SecondFactorSection />, {
      address: '/account/changePw',
      routes: {
        getSecondFactor: () => ok({ enabled: true, recoveryCodesLeft: left, setupRequired: false, hasPasskey: false }),
        secondFactorToken: ok({ token: 'sf-token' }),
        renewRecoveryCodes: () => {
          left = 10;
          return ok({ success: true, recoveryCodes });
        },
      },
    });
    expect(await screen.findByText('Ihnen bleiben nur noch wenige Wiederherstellungscodes. Erzeugen Sie jetzt neue.')).toBeTruthy();
    expect(screen.getByText('Die Zwei-Faktor-Anmeldung ist eingerichtet. Ihnen bleibt 1 Wiederherstellungscode.')).toBeTruthy();
    const opener = screen.getByRole('button', { name: 'Neue Wiederherstellungscodes' });
    fireEvent.click(opener);
    // The question, with the focus on its button, which the warning describes; no field any more.
    const renew = screen.getByRole('button', { name: 'Neue Wiederherstellungscodes' });
    await waitFor(() => expect(document.activeElement).toBe(renew));
    expect(document.getElementById(renew.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Neue Codes ersetzen alle bisherigen, auch die noch unbenutzten.',
    );
    expect(screen.queryByLabelText(/Passwort/)).toBeNull();
    expect(screen.getAllByRole('textbox').map((field) => field.id)).toEqual(['second-factor-off-code']);
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Neue Wiederherstellungscodes' })));
    expect(screen.queryByText('Neue Codes ersetzen alle bisherigen, auch die noch unbenutzten.')).toBeNull();
    expect(server.requests.filter((request) => request.call === 'renewRecoveryCodes')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Neue Wiederherstellungscodes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Neue Wiederherstellungscodes' }));
    const list = await screen.findByRole('list', { name: 'Ihre Wiederherstellungscodes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    // The fresh proof stands for the password: the form token is all the renewal sends.
    expect(server.requests.filter((request) => request.call === 'renewRecoveryCodes').map((request) => request.body)).toEqual([
      '_token=sf-token',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Die Zwei-Faktor-Anmeldung ist eingerichtet. Ihnen bleiben 10 Wiederherstellungscodes.')).toBeTruthy();
    expect(screen.queryByText('Ihnen bleiben nur noch wenige Wiederherstellungscodes. Erzeugen Sie jetzt neue.')).toBeNull();
  });

  it('asks who one is when the server wants a fresh proof for the renewal, sends it, then renews once more', async () => {
    let proved = false;
    const { server } = renderWithServices(<SecondFactorSection />, {
      address: '/account/changePw',
      routes: {
        getSecondFactor: ok({ enabled: true, recoveryCodesLeft: 3, setupRequired: false, hasPasskey: false }),
        secondFactorToken: ok({ token: 'sf-token' }),
        renewRecoveryCodes: () =>
          proved ? ok({ success: true, recoveryCodes }) : failure('fresh-proof-required', 'Bitte bestätigen Sie zuerst, dass Sie es sind.'),
        confirmIdentity: (request) => {
          if (request.body !== 'password=passwort-123&code=123456&_token=sf-token')
            return failure('invalid-input', 'Das Passwort oder der Code ist falsch.', 'password');
          proved = true;
          return ok({ success: true });
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Neue Wiederherstellungscodes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Neue Wiederherstellungscodes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Identität bestätigen' });
    fireEvent.input(within(dialog).getByLabelText('Passwort'), { target: { value: 'passwort-123' } });
    fireEvent.input(within(dialog).getByLabelText('Code (falls eingerichtet)'), { target: { value: ' 123456 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    const list = await screen.findByRole('list', { name: 'Ihre Wiederherstellungscodes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests.map((request) => request.call).filter((call) => call !== 'secondFactorToken')).toEqual([
      'getSecondFactor',
      'renewRecoveryCodes',
      'confirmIdentity',
      'renewRecoveryCodes',
    ]);
  });

  it('sets the app up after a fresh proof, for its start and again for its confirmation when the proof has lapsed in between', async () => {
    let fresh = false;
    const { server } = renderWithServices(<SecondFactorSection />, {
      address: '/account/changePw',
      routes: {
        getSecondFactor: ok({ enabled: false, recoveryCodesLeft: 0, setupRequired: false, hasPasskey: false }),
        secondFactorToken: ok({ token: 'sf-token' }),
        startSecondFactorSetup: () => {
          if (!fresh) return failure('fresh-proof-required', 'Bitte bestätigen Sie zuerst, dass Sie es sind.');
          // The proof lapses after the start (five minutes are gone by the time the code is typed).
          fresh = false;
          return ok({
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            otpauthUri: 'otpauth://totp/x',
            qrCode: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
          });
        },
        confirmSecondFactor: () =>
          fresh ? ok({ success: true, recoveryCodes }) : failure('fresh-proof-required', 'Bitte bestätigen Sie zuerst, dass Sie es sind.'),
        confirmIdentity: () => {
          fresh = true;
          return ok({ success: true });
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }));
    let dialog = await screen.findByRole('dialog', { name: 'Identität bestätigen' });
    fireEvent.input(within(dialog).getByLabelText('Passwort'), { target: { value: 'passwort-123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await screen.findByRole('img', { name: 'QR-Code für die Authenticator-App' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.input(screen.getByLabelText(/Code aus der App/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    dialog = await screen.findByRole('dialog', { name: 'Identität bestätigen' });
    fireEvent.input(within(dialog).getByLabelText('Passwort'), { target: { value: 'passwort-123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByRole('list', { name: 'Ihre Wiederherstellungscodes' })).toBeTruthy();
    // Without a code: the account has no app yet, so the password alone proves it.
    expect(server.requests.filter((request) => request.call === 'confirmIdentity').map((request) => request.body)).toEqual([
      'password=passwort-123&_token=sf-token',
      'password=passwort-123&_token=sf-token',
    ]);
    expect(server.requests.filter((request) => request.call === 'confirmSecondFactor').map((request) => request.body)).toEqual([
      'code=123456&_token=sf-token',
      'code=123456&_token=sf-token',
    ]);
  });
});
