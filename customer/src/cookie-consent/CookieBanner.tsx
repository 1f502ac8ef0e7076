import { useEffect, useRef } from 'preact/hooks';
import { customerTexts } from '../texts';
import type { AnalyticsConsent } from './analytics-consent';
import { useConsentState } from './consent-context';

const t = customerTexts.cookieConsent;

/**
 * The cookie banner: first in the page, so a keyboard reaches it before anything else, and shown
 * until the visitor accepts or declines, two buttons of the same kind. Opened again from the
 * footer, it takes the focus and gives it back to the footer afterwards.
 */
export function CookieBanner({ consent }: { consent: AnalyticsConsent }) {
  const state = useConsentState(consent);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!state.bannerOpen || !state.openedByVisitor) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
  }, [state.bannerOpen, state.openedByVisitor]);

  if (!state.bannerOpen) return null;

  // The button pressed goes with the banner: the focus moves on to where the visitor came from,
  // or to the page's content.
  const choose = (decide: () => void) => () => {
    const next = returnFocusTo.current?.isConnected ? returnFocusTo.current : document.getElementById('main');
    returnFocusTo.current = null;
    decide();
    next?.focus();
  };

  return (
    <section class="cookie-banner" aria-labelledby="cookie-banner-title">
      <div class="cookie-banner__inner">
        <h2 id="cookie-banner-title" class="cookie-banner__title" tabIndex={-1} ref={heading}>
          {t.title}
        </h2>
        <p>{t.purpose}</p>
        <p>
          {t.privacyBefore}
          <a href="/datenschutz">{t.privacyLink}</a>
          {t.privacyAfter}
        </p>
        {state.choice && <p class="cookie-banner__current">{t.current[state.choice]}</p>}
        <div class="cookie-banner__actions">
          <button type="button" class="button button--primary" onClick={choose(consent.decline)}>
            {t.decline}
          </button>
          <button type="button" class="button button--primary" onClick={choose(consent.accept)}>
            {t.accept}
          </button>
        </div>
      </div>
    </section>
  );
}
