const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** An amount in integer cents as German euros: 123456 → '1.234,56 €'. */
export function formatCents(cents: number): string {
  return euro.format(cents / 100);
}

/**
 * What an admin typed as euros ('1.234,56', '99', '12,5 €') as integer cents, parsed from the
 * text digit by digit so no float rounding enters; undefined for anything else (a negative, more
 * than two decimals, letters).
 */
export function parseEuros(text: string): number | undefined {
  const compact = text.replace(/\s|€/g, '');
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(compact);
  if (!match?.[1]) return undefined;
  const whole = match[1].replace(/\./g, '');
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const cents = BigInt(whole) * 100n + BigInt(fraction);
  return cents > BigInt(Number.MAX_SAFE_INTEGER) ? undefined : Number(cents);
}

/** Integer cents as the text an admin edits: 123456 → '1234,56'. */
export function centsAsInput(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${whole},${fraction}`;
}

/** The German message for an amount that did not parse. */
export const amountHint = 'Bitte geben Sie einen Betrag in Euro ein, z. B. 1.234,56.';
