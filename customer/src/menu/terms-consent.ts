import type { ApiError } from '@bfsm/api-adapter';

const termsConsentPath = '/account/terms-consent/';

/**
 * Where to send the browser when the menu call says the user must first accept changed terms;
 * undefined for any other failure, and on the consent page itself (which would loop).
 */
export function termsConsentAddress(error: ApiError, currentAddress: string): string | undefined {
  if (error.code !== 'terms-consent' || currentAddress.startsWith(termsConsentPath)) return undefined;
  return termsConsentPath + encodeURIComponent(currentAddress);
}
