import { formatCents } from './money';

/** An amount of a record for a column: empty while there is none (an order not yet quoted). */
export const optionalCents = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '' : formatCents(cents);
