/**
 * Exact money for EN 16931: integer cents, and the one rounding the standard's amounts use,
 * half away from zero to the cent (its rules compare `round(abs(amount))`, so -0.005 becomes
 * -0.01 as 0.005 becomes 0.01). Products are taken in BigInt, so no binary fraction of a
 * float ever reaches an amount.
 */

/** Decimals a quantity may have (BT-129); more would be rounded away silently. */
const quantityDecimals = 4;
const quantityScale = 10n ** BigInt(quantityDecimals);

/** `numerator / denominator` rounded half away from zero; the denominator is positive. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return numerator < 0n ? -rounded : rounded;
}

/** BT-131: quantity × net unit price, rounded to the cent. */
export function lineNetCents(quantity: number, unitNetPriceCents: number): number {
  return Number(divideRounded(scaledQuantity(quantity) * BigInt(unitNetPriceCents), quantityScale));
}

/** BT-117: the VAT of a category's taxable amount (BT-116) at a rate in percent with at most two decimals. */
export function vatCents(taxableCents: number, ratePercent: number): number {
  const rateHundredths = Math.round(ratePercent * 100);
  if (Math.abs(rateHundredths - ratePercent * 100) > 1e-6) throw new RangeError(`VAT rate ${ratePercent} has more than two decimals`);
  return Number(divideRounded(BigInt(taxableCents) * BigInt(rateHundredths), 10_000n));
}

/** An amount as the XML writes it: `1234.50`, `-0.05`. */
export function centsAsDecimal(cents: number): string {
  const magnitude = Math.abs(cents);
  const text = `${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** A quantity as the XML writes it, without trailing zeros: `1`, `2.5`. */
export function quantityAsDecimal(quantity: number): string {
  const scaled = scaledQuantity(quantity);
  const magnitude = scaled < 0n ? -scaled : scaled;
  const whole = magnitude / quantityScale;
  const fraction = String(magnitude % quantityScale)
    .padStart(quantityDecimals, '0')
    .replace(/0+$/, '');
  return `${scaled < 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

function scaledQuantity(quantity: number): bigint {
  const scaled = Math.round(quantity * Number(quantityScale));
  if (!Number.isSafeInteger(scaled) || Math.abs(scaled - quantity * Number(quantityScale)) > 1e-6) {
    throw new RangeError(`quantity ${quantity} has more than ${quantityDecimals} decimals`);
  }
  return BigInt(scaled);
}
