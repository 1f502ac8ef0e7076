import { LICENSE } from '@bfsm/api-adapter';
import { graceLastDay, licenceHasEnded } from './licence-grace.js';

const classic = (end: string | null) => ({ license_type: LICENSE.classic, license_expiration: end });

describe('the grace period after a yearly licence (decision 066)', () => {
  it('runs from the day after the end through the end plus the grace days', () => {
    expect(graceLastDay(classic('2027-01-31'), '2027-01-31', 14)).toBeNull();
    expect(graceLastDay(classic('2027-01-31'), '2027-02-01', 14)).toBe('2027-02-14');
    expect(graceLastDay(classic('2027-01-31'), '2027-02-14', 14)).toBe('2027-02-14');
    expect(graceLastDay(classic('2027-01-31'), '2027-02-15', 14)).toBeNull();
    expect(licenceHasEnded(classic('2027-01-31'), '2027-02-14', 14)).toBe(false);
    expect(licenceHasEnded(classic('2027-01-31'), '2027-02-15', 14)).toBe(true);
  });

  it('is given to yearly licences only, and none with 0 days', () => {
    for (const type of [LICENSE.next, LICENSE.insight, LICENSE.onSite])
      expect(graceLastDay({ license_type: type, license_expiration: '2027-01-31' }, '2027-02-01', 14)).toBe('2027-02-14');
    expect(graceLastDay({ license_type: LICENSE.trial, license_expiration: '2027-01-31' }, '2027-02-01', 14)).toBeNull();
    expect(licenceHasEnded({ license_type: LICENSE.trial, license_expiration: '2027-01-31' }, '2027-02-01', 14)).toBe(true);
    expect(graceLastDay(classic(null), '2027-02-01', 14)).toBeNull();
    expect(licenceHasEnded(classic(null), '2027-02-01', 14)).toBe(false);
    expect(licenceHasEnded(classic('2027-01-31'), '2027-02-01', 0)).toBe(true);
  });
});
