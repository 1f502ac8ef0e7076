/**
 * The range of every record id the portal takes (decision 054): a whole number from 1 to the
 * largest value of PostgreSQL's `integer`. Most ids are `bigint`, but passkeys' ids and the user
 * ids of second factors, passkeys and the audit timeline are `integer` (server/src/db/migrations),
 * so no record of either kind can have a larger number; one range for all keeps a number that
 * names no record away from every query.
 */
export const maxRecordId = 2_147_483_647;

/** Whether an address's segment names a record by its number: digits only, within the range. */
export function isRecordIdText(text: string): boolean {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= maxRecordId;
}
