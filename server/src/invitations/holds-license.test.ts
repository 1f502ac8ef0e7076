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

  it("ends with the expiry day in Berlin, not in UTC: past midnight in Berlin yesterday's licence no longer counts", () => {
    const user = { license_type: LICENSE.classic, license_expiration: '2026-03-10' };
    // 00:30 on 11 March in Berlin is still 10 March in UTC.
    jest.useFakeTimers({ now: new Date('2026-03-10T23:30:00Z') });
    try {
      expect(holdsLicense(user)).toBe(false);
      jest.setSystemTime(new Date('2026-03-10T22:30:00Z'));
      expect(holdsLicense(user)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
