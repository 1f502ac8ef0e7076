import * as z from 'zod/mini';
import { greetings, type Greeting } from '../domain/greetings.js';
import { licenseTypeCodes } from '../domain/license-types.js';
import { maxRecordId } from '../domain/record-id.js';
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

/**
 * The one id type of every call (decision 054): a record's number in a path, query or body field,
 * or in a file a device wrote, sent as text or a JSON number. A whole number from 1 to
 * `maxRecordId`, so a number that names no record (1.5, -1, 0, 2^31, 1e20) is refused before any
 * query, never a failed statement: a path answers 404 (contract-route.ts), a field 400 at the field.
 */
export const recordId = z.coerce
  .number(texts.validation.recordId)
  .check(z.int(texts.validation.recordId), z.minimum(1, texts.validation.recordId), z.maximum(maxRecordId, texts.validation.recordId));

/** Whether a field's schema is the id type (optional or not), so the server and the tests find the ids of every call. */
export function isRecordIdField(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def as { type: string; innerType?: z.core.$ZodType };
  return schema === recordId || (def.type === 'optional' && def.innerType !== undefined && isRecordIdField(def.innerType));
}

/**
 * Any character that ends a line somewhere (LF, CR, VT, FF, NEL, U+2028, U+2029), every other
 * control character, and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which turn the text after them around where it is shown: a device named
 * 'PC\u202Eexe.txt' would read 'PCtxt.exe' in the device list (decision 054).
 */
const lineBreakOrControl = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** Control characters other than the tab and the line breaks a text area sends (LF, CR), and the same bidirectional controls. */
const controlBesidesLineBreaks = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069]/u;

/**
 * What makes a text one line. A name with a line break would start a line of its own wherever it
 * is written: in a mail's text part, a log, a CSV export. Tests find the one-line fields by it.
 */
export const oneLineCheck = z.refine<string>((value) => !lineBreakOrControl.test(value), texts.validation.oneLine);
/** What a text of several lines may not hold (teaser and licence texts, descriptions). */
export const multiLineCheck = z.refine<string>((value) => !controlBesidesLineBreaks.test(value), texts.validation.controlCharacter);

/** A one-line text (name, company, phone, title, device name…), trimmed; `checks` add limits such as a length. */
export function oneLineText(...checks: Array<z.core.$ZodCheck<string>>) {
  return z.string(texts.validation.required).check(z.trim(), oneLineCheck, ...checks);
}

/** A text field of several lines, trimmed, without control characters besides tab and line breaks; empty becomes undefined. */
export const optionalMultiLineText = z.pipe(
  z.optional(z.string().check(z.trim(), multiLineCheck)),
  z.transform((value) => value || undefined),
);

/** An optional one-line text field: empty strings become undefined. */
export const optionalText = z.pipe(
  z.optional(oneLineText()),
  z.transform((value) => value || undefined),
);

export const requiredText = oneLineText(z.minLength(1, texts.validation.required));

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

/** A licence type code (domain/license-types.ts), sent as a string by forms. */
export const licenseTypeCode = z.pipe(
  z.coerce.number(texts.validation.licenseType),
  z.literal(licenseTypeCodes, texts.validation.licenseType),
);

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
  .check(
    z.int(texts.validation.wholeNumber),
    z.minimum(0, texts.validation.wholeNumber),
    z.maximum(1_000_000, texts.validation.countTooLarge),
  );

/** The two entries of a new password; the pair is checked with `passwordPairProblem`, whose messages depend on the form. */
export const passwordPair = z.object({ first: z.string(), second: z.string() });

/** An optional image address: absolute http(s) or a path on this site; empty becomes undefined. */
export const optionalImageUrl = z.pipe(
  optionalText,
  z.optional(z.string().check(z.regex(/^(https?:\/\/|\/(?!\/))\S*$/, texts.validation.imageUrl))),
);
