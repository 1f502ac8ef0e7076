import { createContext } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import type { AnalyticsConsent, ConsentState } from './analytics-consent';

/** The visitor's analytics consent; absent where the operator runs no tracker (no banner, no footer link). */
const ConsentContext = createContext<AnalyticsConsent | undefined>(undefined);

export const ConsentProvider = ConsentContext.Provider;

export function useAnalyticsConsent(): AnalyticsConsent | undefined {
  return useContext(ConsentContext);
}

/** The consent's state, drawn anew whenever it changes. */
export function useConsentState(consent: AnalyticsConsent): ConsentState {
  const [state, setState] = useState(consent.state());
  useEffect(() => {
    setState(consent.state());
    return consent.subscribe(() => setState(consent.state()));
  }, [consent]);
  return state;
}
