import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { fakeCaptcha } from '../testing/fake-captcha';
import { renderWithServices } from '../testing/render-with-services';
import { Captcha } from './Captcha';
import { CaptchaLoaderProvider } from './captcha-loader';
import type { CaptchaWidgetModule } from './captcha-widget';

/** A form stand-in that shows what the captcha reported and can ask for a reset. */
function Host() {
  const [payload, setPayload] = useState<string>();
  const [reset, setReset] = useState(0);
  return (
    <>
      <Captcha
        id="test-captcha"
        challengeUrl="/webapi/captcha/challenge"
        onSolved={setPayload}
        onCleared={() => setPayload(undefined)}
        resetSignal={reset}
      />
      <output>{payload ?? 'keine Lösung'}</output>
      <button type="button" onClick={() => setReset(reset + 1)}>
        Zurücksetzen
      </button>
    </>
  );
}

describe('Captcha', () => {
  it('draws the widget with the challenge address under a label for screen readers', async () => {
    const captcha = fakeCaptcha();
    renderWithServices(captcha.wrap(<Host />));
    await screen.findByTestId('captcha-widget');
    expect(captcha.current().challengeUrl).toBe('/webapi/captcha/challenge');
    expect(screen.getByRole('group', { name: 'Sicherheitsabfrage' }).contains(captcha.current().element)).toBe(true);
  });

  it('reports the solution, and drops it when the check fails or expires', async () => {
    const captcha = fakeCaptcha();
    renderWithServices(captcha.wrap(<Host />));
    await screen.findByTestId('captcha-widget');

    await captcha.solve('loesung-1');
    expect(screen.getByRole('status').textContent).toBe('loesung-1');
    await captcha.fail();
    expect(screen.getByRole('status').textContent).toBe('keine Lösung');

    await captcha.solve('loesung-2');
    await captcha.expire();
    expect(screen.getByRole('status').textContent).toBe('keine Lösung');
    // Reset as expired: the stale solution goes, the widget's note that it expired stays.
    expect(captcha.current().reset).toHaveBeenCalledWith(true);
  });

  it('resets the widget when the form asks, as after a failed submission', async () => {
    const captcha = fakeCaptcha();
    renderWithServices(captcha.wrap(<Host />));
    await screen.findByTestId('captcha-widget');
    await captcha.solve('loesung');
    expect(captcha.current().reset).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    await waitFor(() => expect(captcha.current().reset).toHaveBeenCalledWith());
    expect(screen.getByRole('status').textContent).toBe('keine Lösung');
  });

  describe('loading the widget', () => {
    beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
    afterEach(() => jest.restoreAllMocks());

    it("tries twice more, then shows 'Laden fehlgeschlagen.' with a button that reloads the page", async () => {
      const importWidget = jest
        .fn<Promise<CaptchaWidgetModule>, []>()
        .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
      const { navigate } = renderWithServices(
        <CaptchaLoaderProvider value={{ importWidget, retryDelayMs: 0, idle: () => Promise.resolve() }}>
          <Host />
        </CaptchaLoaderProvider>,
        { address: '/register' },
      );
      expect((await screen.findByRole('alert')).textContent).toContain('Laden fehlgeschlagen.');
      expect(importWidget).toHaveBeenCalledTimes(3);
      fireEvent.click(screen.getByRole('button', { name: 'Seite neu laden' }));
      expect(navigate).toHaveBeenCalledWith('/register');
    });

    it('waits until the page has settled, or fetches at once when the visitor starts on the form', async () => {
      const captcha = fakeCaptcha();
      let settle = () => undefined as void;
      const idle = jest.fn(() => new Promise<void>((resolve) => (settle = resolve)));
      const draw = () =>
        renderWithServices(
          <CaptchaLoaderProvider value={{ ...captcha.loader, idle }}>
            <form>
              <input aria-label="Vorname" />
              <Host />
            </form>
          </CaptchaLoaderProvider>,
        );
      const first = draw();
      // The widget has run its effects and asked when the page settles: it would have fetched by now.
      await waitFor(() => expect(idle).toHaveBeenCalledTimes(1));
      expect(captcha.importWidget).not.toHaveBeenCalled();
      expect(screen.getByText('Sicherheitsabfrage wird geladen …')).toBeTruthy();
      settle();
      expect(await screen.findByTestId('captcha-widget')).toBeTruthy();
      first.unmount();

      captcha.importWidget.mockClear();
      draw();
      await waitFor(() => expect(idle).toHaveBeenCalledTimes(2));
      expect(captcha.importWidget).not.toHaveBeenCalled();
      act(() => screen.getByLabelText('Vorname').focus());
      expect(await screen.findByTestId('captcha-widget')).toBeTruthy();
      expect(captcha.importWidget).toHaveBeenCalledTimes(1);
    });

    it('draws the widget when a retry succeeds', async () => {
      const captcha = fakeCaptcha();
      const importWidget = jest
        .fn(captcha.importWidget)
        .mockRejectedValueOnce(new TypeError('offline'))
        .mockRejectedValueOnce(new TypeError('offline'));
      renderWithServices(
        <CaptchaLoaderProvider value={{ importWidget, retryDelayMs: 0, idle: () => Promise.resolve() }}>
          <Host />
        </CaptchaLoaderProvider>,
      );
      expect(await screen.findByTestId('captcha-widget')).toBeTruthy();
      expect(importWidget).toHaveBeenCalledTimes(3);
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});
