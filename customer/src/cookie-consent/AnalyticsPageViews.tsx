import { useEffect } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { useAnalyticsConsent } from './consent-context';

/** Tells the tracker of every screen the app shows: a single-page app changes its address without a page load. */
export function AnalyticsPageViews() {
  const consent = useAnalyticsConsent();
  const { url } = useLocation();
  useEffect(() => consent?.pageView(url), [consent, url]);
  return null;
}
