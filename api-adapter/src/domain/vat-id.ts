/**
 * The format of a VAT identification number (USt-IdNr.) per EU member state, as the European
 * Commission's VIES describes it: the country prefix (Greece's is EL, its ISO code GR) and the
 * national number. Only the format is checked here; whether the number exists is VIES's to say.
 */
const nationalNumbers: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** The countries a buyer's address may name (ISO 3166-1 alpha-2): the EU member states. */
export const euCountryCodes = Object.keys(nationalNumbers)
  .map((prefix) => (prefix === 'EL' ? 'GR' : prefix))
  .sort();

/** The VAT ID's prefix for a country: the ISO code, except Greece's EL. */
export function vatPrefixOf(countryCode: string): string {
  return countryCode === 'GR' ? 'EL' : countryCode;
}

/** A VAT ID as it is stored and printed: upper case, without spaces, dots or hyphens. */
export function normalizedVatId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

/** Whether a (normalized) VAT ID has its country's format and belongs to the given country. */
export function isVatIdOf(vatId: string, countryCode: string): boolean {
  const prefix = vatPrefixOf(countryCode);
  const national = nationalNumbers[prefix];
  return national !== undefined && vatId.startsWith(prefix) && national.test(vatId.slice(2));
}
