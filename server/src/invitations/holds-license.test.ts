import { LICENSE } from '@bfsm/api-adapter';
import { holdsLicense } from './holds-license.js';

const today = '2026-05-10';

describe('holdsLicense', () => {
  it.each([LICENSE.trial, LICENSE.classic, LICENSE.next, LICENSE.insight, LICENSE.onSite])(
    'counts licence type %i while it runs',
    (licenseType) => {
      expect(holdsLicense({ license_type: licenseType, license_expiration: null }, today)).toBe(true);
      expect(holdsLicense({ license_type: licenseType, license_expiration: today }, today)).toBe(true);
    },
  );

  it('does not count a licence past its expiry', () => {
    expect(holdsLicense({ license_type: LICENSE.trial, license_expiration: '2026-05-09' }, today)).toBe(false);
  });

  it.each([LICENSE.none, LICENSE.concept])('lets licence type %i accept an invitation', (licenseType) => {
    expect(holdsLicense({ license_type: licenseType, license_expiration: null }, today)).toBe(false);
  });
});
