import * as z from 'zod/mini';
import { greetings, type Greeting } from '../domain/greetings.js';
import { licenseTypeCodes } from '../domain/license-types.js';
import { isLicenseDateAllowed } from '../domain/rules.js';
import { texts } from '../domain/texts.js';

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

export const requiredText = z.string(texts.validation.required).check(z.trim(), z.minLength(1, texts.validation.required));

/** A date as YYYY-MM-DD. */
export const isoDate = z.iso.date();

/** A date and time as the server writes it (`Date.prototype.toISOString`). */
export const isoDateTime = z.iso.datetime({ offset: true });

/**
 * A form or action token field. Optional in the schema because the typed client fills it in
 * after the caller built the body; the server's token check refuses a call without one.
 */
export const formToken = z.optional(z.string());

export const email = z.pipe(z.string().check(z.trim()), z.email(texts.validation.email));

/** Required greeting (registration, invitation). */
export const greeting = z.enum(greetings, texts.validation.greeting);

/** Profile greeting: may be left empty, which the handler receives as null. */
export const greetingOrEmpty = z.pipe(
  z.optional(z.enum(['', ...greetings], texts.validation.greeting)),
  z.transform((value): Greeting | null => value || null),
);

/** A checkbox that must be checked (privacy policy, terms). */
export const acceptedCheckbox = z.pipe(checkbox, z.literal(true, texts.forms.termsConsentRequired));

/** A licence type code of spec section 3, sent as a string by forms. */
export const licenseTypeCode = z.pipe(z.coerce.number(texts.validation.licenseType), z.literal(licenseTypeCodes, texts.validation.licenseType));

/** A licence expiry date (YYYY-MM-DD), not before rules.licenseDateMinimum. */
export const licenseDate = z.iso.date(texts.validation.date).check(z.refine(isLicenseDateAllowed, texts.validation.licenseDateTooEarly));

/** A licence expiry date that 'Datum löschen' may clear: empty or absent becomes null. */
export const clearableLicenseDate = z.pipe(
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => (value === undefined || value.trim() === '' ? null : value.trim())),
  ),
  z.nullable(licenseDate),
);

/** A whole number of at least 0 sent as a form string (maximum API keys, devices). */
/** A count an admin sets (devices, API keys): capped well inside the database's integer, so a huge number gets a field error, not a failed statement. */
export const countField = z.coerce
  .number(texts.validation.wholeNumber)
  .check(z.int(texts.validation.wholeNumber), z.minimum(0, texts.validation.wholeNumber), z.maximum(1_000_000, texts.validation.countTooLarge));

/** The two entries of a new password; the pair is checked with `passwordPairProblem`, whose messages depend on the form. */
export const passwordPair = z.object({ first: z.string(), second: z.string() });

/** An optional image address: absolute http(s) or a path on this site; empty becomes undefined. */
export const optionalImageUrl = z.pipe(optionalText, z.optional(z.string().check(z.regex(/^(https?:\/\/|\/(?!\/))\S*$/, texts.validation.imageUrl))));
