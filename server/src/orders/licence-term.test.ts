import { licenceTermAfter, oneYearAfter } from './licence-term.js';

describe('licence term', () => {
  it('continues a running licence from the day after its end, not from today', () => {
    expect(licenceTermAfter('2026-12-31', '2026-11-28', 14)).toEqual({ start: '2027-01-01', end: '2027-12-31' });
    expect(licenceTermAfter('2026-11-28', '2026-11-28', 14)).toEqual({ start: '2026-11-29', end: '2027-11-28' });
  });

  it('starts today when there is no licence or it has ended', () => {
    expect(licenceTermAfter(null, '2026-11-28', 14)).toEqual({ start: '2026-11-28', end: '2027-11-27' });
    expect(licenceTermAfter('2026-01-31', '2026-11-28', 14)).toEqual({ start: '2026-11-28', end: '2027-11-27' });
  });

  it('continues from the old end when accepted in the grace period, from today after it', () => {
    expect(licenceTermAfter('2026-11-14', '2026-11-28', 14)).toEqual({ start: '2026-11-15', end: '2027-11-14' });
    expect(licenceTermAfter('2026-11-13', '2026-11-28', 14)).toEqual({ start: '2026-11-28', end: '2027-11-27' });
    expect(licenceTermAfter('2026-11-27', '2026-11-28', 0)).toEqual({ start: '2026-11-28', end: '2027-11-27' });
  });

  it('keeps a year a year across the 29th of February', () => {
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28');
    expect(licenceTermAfter('2028-02-28', '2028-02-01', 14)).toEqual({ start: '2028-02-29', end: '2029-02-27' });
  });
});
