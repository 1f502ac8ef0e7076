import type { ComponentChildren } from 'preact';
import { act } from '@testing-library/preact';
import { CaptchaLoaderProvider, type CaptchaLoader } from '../captcha/captcha-loader';
import type { CaptchaWidget } from '../captcha/captcha-widget';

export interface FakeCaptchaWidget extends CaptchaWidget {
  challengeUrl: string;
  reset: jest.Mock<void, [boolean?]>;
}

/**
 * A stand-in for the ALTCHA widget, which needs workers and Web Crypto that jsdom lacks. The
 * element fires the same events as ALTCHA's; `solve` plays a solved check.
 */
export function fakeCaptcha() {
  const widgets: FakeCaptchaWidget[] = [];
  const importWidget = jest.fn(() =>
    Promise.resolve({
      createCaptchaWidget(challengeUrl: string) {
        const element = document.createElement('div');
        element.setAttribute('data-testid', 'captcha-widget');
        const widget: FakeCaptchaWidget = { element, challengeUrl, reset: jest.fn() };
        widgets.push(widget);
        return widget;
      },
    }),
  );
  const loader: CaptchaLoader = { importWidget, retryDelayMs: 0, idle: () => Promise.resolve() };

  const current = () => {
    const widget = widgets.at(-1);
    if (!widget) throw new Error('The captcha widget has not been drawn yet.');
    return widget;
  };
  const fire = (type: string, detail?: unknown) => act(() => void current().element.dispatchEvent(new CustomEvent(type, { detail })));

  return {
    loader,
    importWidget,
    widgets,
    current,
    wrap: (ui: ComponentChildren) => <CaptchaLoaderProvider value={loader}>{ui}</CaptchaLoaderProvider>,
    solve: (payload = 'captcha-loesung') => fire('statechange', { state: 'verified', payload }),
    fail: () => fire('statechange', { state: 'error', payload: null }),
    expire: () => fire('expired'),
  };
}
