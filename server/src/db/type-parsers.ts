/**
 * Both drivers are told to return the same JavaScript types, so that code and tests behave alike
 * on PGlite and on PostgreSQL: bigint (ids, count(*)) as number, date as 'YYYY-MM-DD' text.
 * timestamptz stays a Date and jsonb is parsed, which both drivers do by default.
 */
export const typeOids = { int8: 20, date: 1082 } as const;

/** Ids stay far below 2^53; a count(*) too. */
export function parseInt8(value: string): number {
  return Number(value);
}

/** A calendar date has no time zone: keep PostgreSQL's text. */
export function parseDate(value: string): string {
  return value;
}
