import { DomainError } from '../errors/domain-error.js';
import { checkedPeriod, fiscalYearStartOf } from './accounting-period.js';

describe('fiscalYearStartOf', () => {
  it('is the 1st of January of the same year for a calendar fiscal year', () => {
    expect(fiscalYearStartOf('2026-01-01', '01-01')).toBe('2026-01-01');
    expect(fiscalYearStartOf('2026-12-31', '01-01')).toBe('2026-01-01');
  });

  it('goes back a year before a fiscal year that starts in July', () => {
    expect(fiscalYearStartOf('2026-06-30', '07-01')).toBe('2025-07-01');
    expect(fiscalYearStartOf('2026-07-01', '07-01')).toBe('2026-07-01');
  });
});

describe('checkedPeriod', () => {
  const refusal = (from: string, to: string, start: string) => {
    try {
      checkedPeriod({ from, to }, start);
    } catch (error) {
      if (error instanceof DomainError) return [error.reason, error.details];
      throw error;
    }
    return undefined;
  };

  it('answers the fiscal year of a period inside one', () => {
    expect(checkedPeriod({ from: '2026-11-01', to: '2026-11-30' }, '01-01')).toEqual({ fiscalYearStart: '2026-01-01' });
    expect(checkedPeriod({ from: '2026-07-01', to: '2027-06-30' }, '07-01')).toEqual({ fiscalYearStart: '2026-07-01' });
    expect(checkedPeriod({ from: '2026-03-05', to: '2026-03-05' }, '01-01')).toEqual({ fiscalYearStart: '2026-01-01' });
  });

  it('refuses a period that ends before it starts', () => {
    expect(refusal('2026-11-30', '2026-11-01', '01-01')).toEqual(['accountingPeriodInvalid', { problem: 'order' }]);
  });

  it('refuses a period across the start of a fiscal year', () => {
    expect(refusal('2026-12-01', '2027-01-31', '01-01')).toEqual(['accountingPeriodInvalid', { problem: 'fiscalYear' }]);
    expect(refusal('2026-06-01', '2026-07-31', '07-01')).toEqual(['accountingPeriodInvalid', { problem: 'fiscalYear' }]);
  });
});
