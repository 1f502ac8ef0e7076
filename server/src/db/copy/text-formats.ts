import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema.js';

/**
 * Rows are copied as the text PostgreSQL writes for each value and read back through the
 * column's type, which is exact for every type. Dates and times are written in ISO form and
 * in UTC, whatever the two servers are set to, so that both sides read the same text alike.
 */
export async function useStableTextFormats(trx: Transaction<Database>): Promise<void> {
  await sql`SET LOCAL TimeZone = 'UTC'`.execute(trx);
  await sql`SET LOCAL DateStyle = 'ISO, YMD'`.execute(trx);
  await sql`SET LOCAL IntervalStyle = 'postgres'`.execute(trx);
}
