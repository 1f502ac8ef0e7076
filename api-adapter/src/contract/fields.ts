import * as z from 'zod/mini';

/**
 * Field schemas for values that travel as strings in forms and paths. They accept the wire form
 * and give the handler a typed value, on both sides of the contract.
 */

/** A checkbox: sent as '1' (or 'true', 'on') when checked and left out otherwise. */
export const checkbox = z.pipe(
  z.optional(z.union([z.string(), z.boolean()])),
  z.transform((value) => value === true || value === '1' || value === 'true' || value === 'on'),
);

/** A numeric id in a path or form field. */
export const numericId = z.coerce.number().check(z.int(), z.positive());

/** An optional text field: empty strings become undefined. */
export const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim())),
);

export const requiredText = z.string().check(z.trim(), z.minLength(1));

/** A date as YYYY-MM-DD. */
export const isoDate = z.iso.date();
