import { ApiError } from '@bfsm/api-adapter';
import { termsConsentAddress } from './terms-consent';

const consentError = new ApiError(403, 'terms-consent', 'Bitte stimmen Sie zuerst den aktuellen Bedingungen zu.');

describe('termsConsentAddress', () => {
  it('sends the user to the consent page with the current address encoded', () => {
    expect(termsConsentAddress(consentError, '/account/edit?x=1#devices')).toBe(
      '/account/terms-consent/%2Faccount%2Fedit%3Fx%3D1%23devices',
    );
  });

  it('stays on the consent page itself', () => {
    expect(termsConsentAddress(consentError, '/account/terms-consent/%2Faccount')).toBeUndefined();
  });

  it('ignores other failures', () => {
    expect(termsConsentAddress(new ApiError(500, 'http', 'Es ist ein Fehler aufgetreten.'), '/account')).toBeUndefined();
  });
});
