const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** An amount in integer cents as '1.497,00 €'. */
export function euros(cents: number): string {
  return euro.format(cents / 100);
}

/** The EU countries by code, named in German and sorted by that name. */
export function countryOptions(codes: readonly string[]): Array<{ code: string; name: string }> {
  const names = new Intl.DisplayNames(['de'], { type: 'region' });
  return codes.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, 'de'));
}
