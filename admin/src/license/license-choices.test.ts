import { expiryProblem, licenseTypeChoices } from './license-choices';

describe('licence form rules', () => {
  it('offers the seven licence types by code', () => {
    expect(licenseTypeChoices).toEqual([
      { id: 1, name: 'Test-Next' },
      { id: 2, name: 'Keine' },
      { id: 3, name: 'Classic' },
      { id: 6, name: 'Next' },
      { id: 8, name: 'Insight' },
      { id: 9, name: 'onSite' },
      { id: 10, name: 'Concept' },
    ]);
  });

  it('accepts no date or one from 2024-09-01 on', () => {
    expect(expiryProblem(null)).toBeUndefined();
    expect(expiryProblem('')).toBeUndefined();
    expect(expiryProblem('2024-09-01')).toBeUndefined();
    expect(expiryProblem('2024-08-31')).toBe('Das Datum darf nicht vor dem 01.09.2024 liegen.');
  });
});
