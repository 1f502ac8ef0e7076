import fc from 'fast-check';

/** The junk that bad clients send, as plain values and as the text that travels in an address or a form. */

/** Large enough to hurt a careless handler, small enough that thousands of requests stay fast. */
export const hugeText = 'a'.repeat(100_000);

/**
 * As large, but letters in no pattern, so PostgreSQL cannot compress it: an index entry of this
 * size does not fit into a page, where the repeated letter would.
 */
export const hugeMixedText = mixedLetters(100_000);

function mixedLetters(length: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let state = 0x2545f491;
  let text = '';
  for (let index = 0; index < length; index++) {
    // xorshift32: the same letters on every run, without repeats a compressor could use.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    text += letters[(state >>> 0) % letters.length];
  }
  return text;
}

/** A bracket name 1,000 levels deep. */
export const deepBracketName = `a${'[b]'.repeat(1_000)}`;

/**
 * Percent escapes that decode to nothing valid: a lone '%', non-hex digits, NUL, overlong UTF-8
 * for '/' (two and three bytes), a UTF-16 surrogate, bytes that never occur in UTF-8.
 */
export const percentJunk = ['%', '%zz', '%2', '%%41', '%u0041', '%00', '%C0%AF', '%E0%80%AF', '%ED%A0%80', '%FF', '%FE%FF'] as const;

/** Numbers that no id, count or page may take: negative, zero, fractions, beyond PostgreSQL's integer, beyond 2^53, beyond a double, not a number. */
export const outOfRangeNumbers = [
  '-1',
  '2147483648',
  '0',
  '-0',
  '1.5',
  '1e-7',
  '1e309',
  '-1e309',
  String(2n ** 63n),
  '99999999999999999999',
  'NaN',
  'Infinity',
  '0x',
] as const;

export const prototypeKeys = ['__proto__', 'constructor', 'prototype'] as const;

/**
 * Checkbox fields accept these as ticked. Junk never uses them, so it cannot tick a required box
 * (terms, privacy policy) and turn into a valid request.
 */
const checkboxTicks = ['1', 'true', 'on'];

/** Texts as a handler sees them after decoding. */
export const junkText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '\uFFFF',
    '\uFEFF',
    hugeText,
    hugeMixedText,
    `${hugeMixedText}@example.com`,
    '😀'.repeat(5_000),
    'null',
    'undefined',
    '[object Object]',
    '<script>alert(1)</script>',
    "' OR '1'='1",
    '../../etc/passwd',
  ),
  fc.constantFrom(...outOfRangeNumbers, ...prototypeKeys),
  fc.string({ unit: 'binary', maxLength: 30 }).filter((text) => !checkboxTicks.includes(text.trim())),
);

/** Values of the wrong type for JSON bodies; `true` is left out for the same reason as the checkbox ticks. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, false, 0, -1, 1.5, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, -1e308, [], {}, [1, 2], { x: 1 }, [hugeText]),
  junkText,
  fc.array(junkText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('x', 'y'), junkText, { maxKeys: 2 }),
);

/** Percent-encoded as a browser sends it; a lone surrogate goes out as U+FFFD, as it does from a browser. */
export function percentEncode(text: string): string {
  return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
}

/** A value as it travels in an address or a urlencoded body: encoded junk, broken escapes, or escapes inside text. */
export const wireValue: fc.Arbitrary<string> = fc.oneof(
  junkText.map(percentEncode),
  fc.constantFrom(...percentJunk),
  fc.tuple(fc.constantFrom(...percentJunk), junkText.map(percentEncode)).map(([escape, text]) => `x${escape}${text}`),
);

/**
 * A path segment: broken escapes, out-of-range numbers, prototype names, a huge value, an encoded
 * slash. `empty` adds the empty segment, which is junk only where the parameter is required.
 */
export function junkPathSegment(options: { empty: boolean }): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      ...percentJunk,
      ...outOfRangeNumbers,
      ...prototypeKeys,
      '%2F',
      '..%2F..%2F',
      '%20',
      'x'.repeat(101),
      hugeText,
      hugeMixedText,
      ...(options.empty ? [''] : []),
    ),
    wireValue.filter((segment) => segment !== ''),
  );
}

/**
 * Field names: the call's own names (so the junk reaches the fields a handler reads), those names
 * with brackets below them (an array or object where a scalar belongs), prototype keys at the top
 * and inside the call's brackets (`user_register[__proto__][x]`), a name 1,000 brackets deep, a
 * broken bracket and a broken escape.
 */
export function junkFieldName(declared: readonly string[]): fc.Arbitrary<string> {
  const names = declared.length > 0 ? declared : ['x'];
  const outer = [...new Set(names.map((name) => name.split('[')[0] as string))];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...names) },
    fc.tuple(fc.constantFrom(...names), fc.constantFrom('[]', '[x]', '[0]', '[__proto__]', '[][]')).map(([name, suffix]) => name + suffix),
    fc.tuple(fc.constantFrom(...outer), fc.constantFrom(...prototypeKeys)).map(([name, key]) => `${name}[${key}][x]`),
    fc.constantFrom(...prototypeKeys, '__proto__[x]', 'constructor[prototype][x]', deepBracketName, 'a[', 'a]', '[a]', '%zz', ''),
  );
}

/** Name and value pairs, names repeated often enough that duplicate keys come up. */
export function junkPairs(declared: readonly string[]): fc.Arbitrary<Array<[string, string]>> {
  return fc.array(fc.tuple(junkFieldName(declared), wireValue), { maxLength: 8 });
}
