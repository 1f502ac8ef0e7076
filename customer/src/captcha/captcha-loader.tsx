import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { pageSettled } from '../services/page-settled';
import type { CaptchaWidgetModule } from './captcha-widget';

export interface CaptchaLoader {
  /** Fetches the widget's code; called again on failure, up to rules.captchaLoaderRetries times. */
  importWidget: () => Promise<CaptchaWidgetModule>;
  /** The pause before the first retry; each further retry waits one more such pause. */
  retryDelayMs: number;
  /** When to fetch the widget unasked; a visitor's first touch of the form fetches it earlier. */
  idle: () => Promise<void>;
}

/**
 * The real widget, as a chunk of its own: no screen without a captcha pays for it, and a screen
 * with one only once the page has settled or the visitor starts on the form (decision 025).
 */
const altchaLoader: CaptchaLoader = { importWidget: () => import('./altcha-widget'), retryDelayMs: 800, idle: () => pageSettled() };

const CaptchaLoaderContext = createContext<CaptchaLoader>(altchaLoader);

/** Lets tests hand in a fake widget (the real one runs in the browser journeys). */
export const CaptchaLoaderProvider = CaptchaLoaderContext.Provider;

export function useCaptchaLoader(): CaptchaLoader {
  return useContext(CaptchaLoaderContext);
}
