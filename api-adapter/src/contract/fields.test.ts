import * as z from 'zod/mini';
import {
  acceptedCheckbox,
  clearableLicenseDate,
  countField,
  email,
  greeting,
  greetingOrEmpty,
  isoDateTime,
  isRecordIdField,
  licenseDate,
  licenseTypeCode,
  optionalImageUrl,
  optionalMultiLineText,
  optionalText,
  oneLineText,
  recordId,
  requiredText,
} from './fields.js';
import { isRecordIdText, maxRecordId } from '../domain/record-id.js';
import { texts } from '../domain/texts.js';

const issueMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('field schemas', () => {
  it('recordId takes a whole number from 1 to the largest integer column value, as text or number, and refuses the rest in German', () => {
    for (const [value, id] of [
      ['1', 1],
      [7, 7],
      ['2147483647', maxRecordId],
    ] as const) {
      expect(recordId.parse(value)).toBe(id);
    }
    for (const value of [
      '0',
      '-1',
      '1.5',
      1.5,
      '2147483648',
      2 ** 31,
      2 ** 53,
      '9007199254740993',
      1e20,
      '1e20',
      '',
      'abc',
      'NaN',
      'Infinity',
    ]) {
      expect([value, issueMessage(recordId.safeParse(value))]).toEqual([value, texts.validation.recordId]);
    }
    expect(isRecordIdField(recordId)).toBe(true);
    expect(isRecordIdField(z.optional(recordId))).toBe(true);
    expect(isRecordIdField(z.number())).toBe(false);
  });

  it("isRecordIdText, the pages' rule, agrees with recordId on the digits an address carries", () => {
    for (const text of ['1', '42', '2147483647', '2147483648', '0', '01', '1.5', '-1', '99999999999', '1e3', ' 1']) {
      expect([text, isRecordIdText(text)]).toEqual([text, /^\d+$/.test(text) && !text.startsWith('0') && recordId.safeParse(text).success]);
    }
  });

  it('email trims and refuses what is not an address, in German', () => {
    expect(email.parse(' a@b.de ')).toBe('a@b.de');
    expect(issueMessage(email.safeParse('kein-mail'))).toBe(texts.validation.email);
  });

  it('requiredText trims and refuses empty text, in German', () => {
    expect(requiredText.parse(' Eva ')).toBe('Eva');
    expect(issueMessage(requiredText.safeParse('  '))).toBe(texts.validation.required);
    expect(issueMessage(requiredText.safeParse(undefined))).toBe(texts.validation.required);
  });

  it('greeting takes the four greetings only; the profile greeting may be empty (null)', () => {
    expect(greeting.parse('Frau Dr.')).toBe('Frau Dr.');
    expect(greeting.safeParse('').success).toBe(false);
    expect(issueMessage(greeting.safeParse('Dr.'))).toBe(texts.validation.greeting);
    expect(greetingOrEmpty.parse('')).toBeNull();
    expect(greetingOrEmpty.parse(undefined)).toBeNull();
    expect(greetingOrEmpty.parse('Herr')).toBe('Herr');
    expect(greetingOrEmpty.safeParse('Mr').success).toBe(false);
  });

  it('acceptedCheckbox needs the box checked', () => {
    expect(acceptedCheckbox.parse('1')).toBe(true);
    expect(acceptedCheckbox.parse(true)).toBe(true);
    expect(issueMessage(acceptedCheckbox.safeParse(undefined))).toBe(texts.forms.termsConsentRequired);
  });

  it('licenseTypeCode takes the licence type codes as form strings', () => {
    expect(licenseTypeCode.parse('6')).toBe(6);
    expect(licenseTypeCode.parse(10)).toBe(10);
    for (const wrong of ['4', '', 'x', undefined])
      expect(issueMessage(licenseTypeCode.safeParse(wrong))).toBe(texts.validation.licenseType);
  });

  it('licenseDate refuses days before 2024-09-01 and what is not a date', () => {
    expect(licenseDate.parse('2024-09-01')).toBe('2024-09-01');
    expect(issueMessage(licenseDate.safeParse('2024-08-31'))).toBe(texts.validation.licenseDateTooEarly);
    expect(issueMessage(licenseDate.safeParse('01.09.2024'))).toBe(texts.validation.date);
  });

  it('clearableLicenseDate turns an empty or absent date into null and still checks the minimum', () => {
    expect(clearableLicenseDate.parse('')).toBeNull();
    expect(clearableLicenseDate.parse(undefined)).toBeNull();
    expect(clearableLicenseDate.parse(' 2025-01-31 ')).toBe('2025-01-31');
    expect(clearableLicenseDate.safeParse('2020-01-01').success).toBe(false);
  });

  it('countField takes whole numbers from 0', () => {
    expect(countField.parse('0')).toBe(0);
    expect(countField.parse('3')).toBe(3);
    for (const wrong of ['-1', '1.5', 'viele']) expect(issueMessage(countField.safeParse(wrong))).toBe(texts.validation.wholeNumber);
  });

  it('countField refuses a count past a million, which the database column could not hold at 2^31', () => {
    expect(countField.parse('1000000')).toBe(1_000_000);
    expect(issueMessage(countField.safeParse('3000000000'))).toBe(texts.validation.countTooLarge);
  });

  it('isoDateTime takes toISOString output and offsets, not bare dates', () => {
    expect(isoDateTime.safeParse(new Date(0).toISOString()).success).toBe(true);
    expect(isoDateTime.safeParse('2025-01-31T10:00:00+01:00').success).toBe(true);
    expect(isoDateTime.safeParse('2025-01-31').success).toBe(false);
  });

  it('optionalImageUrl takes http(s) addresses and site paths, empty as undefined', () => {
    expect(optionalImageUrl.parse('')).toBeUndefined();
    expect(optionalImageUrl.parse('https://example.org/a.webp')).toBe('https://example.org/a.webp');
    expect(optionalImageUrl.parse('/uploads/a.webp')).toBe('/uploads/a.webp');
    for (const wrong of ['javascript:alert(1)', '//evil.example/a.png', 'data:image/png;base64,AA']) {
      expect(issueMessage(optionalImageUrl.safeParse(wrong))).toBe(texts.validation.imageUrl);
    }
  });

  /** Every way a text can end a line (LF, CR, VT, FF, NEL, U+2028, U+2029), and control characters that are no line break (BEL, ESC, DEL, CSI). */
  const lineBreaks = ['\n', '\r', '\r\n', '\v', '\f', '\u0085', '\u2028', '\u2029'];
  const otherControls = ['\u0001', '\u0007', '\u001b', '\u007f', '\u009b'];
  /** Bidirectional embeddings, overrides and isolates: they turn the text after them around where it is shown. */
  const bidiControls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

  it('one-line texts refuse line breaks, tabs and control characters inside, in German', () => {
    for (const schema of [requiredText, optionalText, oneLineText()]) {
      for (const bad of [...lineBreaks, ...otherControls, ...bidiControls, '\t'])
        expect(issueMessage(schema.safeParse(`Muster${bad}Bcc: evil@example.com`))).toBe(texts.validation.oneLine);
    }
    expect(requiredText.parse('  Müller-Lüdenscheidt ')).toBe('Müller-Lüdenscheidt');
    expect(requiredText.parse('O’Brien & Söhne GmbH (Köln)')).toBe('O’Brien & Söhne GmbH (Köln)');
    // Right-to-left script needs no control character: it stays.
    expect(requiredText.parse('שלום Büro عربي')).toBe('שלום Büro عربي');
  });

  it('one-line texts trim a line break at either end instead of refusing it', () => {
    expect(requiredText.parse('Muster\r\n')).toBe('Muster');
    expect(optionalText.parse('\n')).toBeUndefined();
  });

  it('oneLineText takes further checks and still refuses line breaks first', () => {
    const deviceName = oneLineText(z.minLength(8), z.maxLength(20));
    expect(deviceName.parse('Werkstatt-PC')).toBe('Werkstatt-PC');
    expect(issueMessage(deviceName.safeParse('a\nb'))).toBe(texts.validation.oneLine);
    expect(deviceName.safeParse('PC').success).toBe(false);
  });

  it('multi-line texts keep line breaks and tabs but refuse other control characters', () => {
    expect(optionalMultiLineText.parse(' Zeile 1\r\nZeile 2\n\tEingerückt ')).toBe('Zeile 1\r\nZeile 2\n\tEingerückt');
    expect(optionalMultiLineText.parse('  ')).toBeUndefined();
    for (const bad of [...otherControls, ...bidiControls])
      expect(issueMessage(optionalMultiLineText.safeParse(`Zeile${bad}`))).toBe(texts.validation.controlCharacter);
  });
});
