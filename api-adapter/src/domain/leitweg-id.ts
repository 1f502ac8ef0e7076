/**
 * The Leitweg-ID of a German public buyer (KoSIT's 'Formatspezifikation Leitweg-ID' 2.0):
 * coarse address (2 to 12 digits), optional fine address (up to 30 letters or digits) and two
 * check digits, separated by hyphens, e.g. 04011000-1234512345-06. The check digits are those of
 * ISO/IEC 7064 MOD 97-10 over the whole ID without hyphens, letters counted A = 10 … Z = 35.
 */
const leitwegIdPattern = /^(\d{2,12})(-[A-Z0-9]{1,30})?-(\d{2})$/;

/** A Leitweg-ID as it is stored and printed: upper case, without spaces. */
export function normalizedLeitwegId(value: string): string {
  return value.toUpperCase().replace(/\s/g, '');
}

/** Whether a (normalized) Leitweg-ID has the format and its check digits fit. */
export function isLeitwegId(value: string): boolean {
  return value.length <= 46 && leitwegIdPattern.test(value) && mod97(value.replace(/-/g, '')) === 1;
}

function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const character of alphanumeric) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}
