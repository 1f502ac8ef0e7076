import { centsAsDecimal } from './money.js';

/** `2026-03-02` as `02.03.2026`. */
export function germanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

/** `123456` cents as `1.234,56 €`; built from the exact decimal, not from a float. */
export function euro(cents: number): string {
  const [whole = '0', fraction = '00'] = centsAsDecimal(cents).replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '−' : ''}${grouped},${fraction} €`;
}

/** A quantity with a decimal comma: `2,5`. */
export function germanNumber(decimal: string): string {
  return decimal.replace('.', ',');
}

/** `19` as `19 %`, `7.5` as `7,5 %`. */
export function percent(rate: number): string {
  return `${germanNumber(String(rate))} %`;
}
