import { customerTexts } from '../texts';
import { useAnalyticsConsent } from './consent-context';

/** 'Cookie-Einstellungen' in the footer: opens the banner again to change the choice. Absent without a tracker. */
export function CookieSettingsButton() {
  const consent = useAnalyticsConsent();
  if (!consent) return null;
  return (
    <li>
      <button type="button" class="link-button" onClick={consent.openSettings}>
        {customerTexts.footer.cookieSettings}
      </button>
    </li>
  );
}
