import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { CaptchaWidgetModule } from './captcha-widget';

export interface CaptchaLoader {
  /** Fetches the widget's code; called again on failure, up to rules.captchaLoaderRetries times. */
  importWidget: () => Promise<CaptchaWidgetModule>;
  /** The pause before the first retry; each further retry waits one more such pause. */
  retryDelayMs: number;
}

/** The real widget, as a chunk of its own: no screen without a captcha pays for it. */
const altchaLoader: CaptchaLoader = { importWidget: () => import('./altcha-widget'), retryDelayMs: 800 };

const CaptchaLoaderContext = createContext<CaptchaLoader>(altchaLoader);

/** Lets tests hand in a fake widget (the real one runs in the browser journeys). */
export const CaptchaLoaderProvider = CaptchaLoaderContext.Provider;

export function useCaptchaLoader(): CaptchaLoader {
  return useContext(CaptchaLoaderContext);
}
