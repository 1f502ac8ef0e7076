import { DomainError } from '../errors/domain-error.js';

/** Issue dates from `from` to `to`, both included (YYYY-MM-DD), as the contract's `accountingPeriod` checks them. */
export interface AccountingPeriod {
  from: string;
  to: string;
}

/** The first day (YYYY-MM-DD) of the fiscal year that `day` lies in, for a fiscal year starting each year on `startMonthDay` (MM-DD). */
export function fiscalYearStartOf(day: string, startMonthDay: string): string {
  const year = Number(day.slice(0, 4));
  const startThisYear = `${year}-${startMonthDay}`;
  return day >= startThisYear ? startThisYear : `${year - 1}-${startMonthDay}`;
}

/**
 * A period the exports can write: it ends on or after its first day, and lies in one fiscal
 * year, because a DATEV batch takes the year of every booking from its fiscal year's start.
 * Answers that start.
 */
export function checkedPeriod(period: AccountingPeriod, startMonthDay: string): { fiscalYearStart: string } {
  if (period.to < period.from) throw new DomainError('accountingPeriodInvalid', { problem: 'order' });
  const fiscalYearStart = fiscalYearStartOf(period.from, startMonthDay);
  if (fiscalYearStartOf(period.to, startMonthDay) !== fiscalYearStart)
    throw new DomainError('accountingPeriodInvalid', { problem: 'fiscalYear' });
  return { fiscalYearStart };
}
