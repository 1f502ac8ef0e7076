import type { TaxCase } from '../tax-case.js';
import { centsAsDecimal } from '../money.js';

/**
 * An element of the tree that fast-xml-parser's XMLBuilder writes: child elements by name in
 * the schema's order, `@_name` for an attribute, `#text` for the text beside attributes. An
 * undefined child is left out, which is how optional business terms disappear.
 */
export interface XmlElement {
  [name: string]: XmlElement | XmlElement[] | string | undefined;
}

/** A date as CII writes it: `udt:DateTimeString` in format 102 (`YYYYMMDD`). */
export function ciiDate(isoDate: string): XmlElement {
  return { 'udt:DateTimeString': { '@_format': '102', '#text': compactDate(isoDate) } };
}

/** The same for a referenced document's date, which the schema types as `qdt:` (BT-26). */
export function ciiQualifiedDate(isoDate: string): XmlElement {
  return { 'qdt:DateTimeString': { '@_format': '102', '#text': compactDate(isoDate) } };
}

export function amount(cents: number): string {
  return centsAsDecimal(cents);
}

/** A VAT category as a line (BG-30), the allowance (BG-20) and the breakdown (BG-23) name it. */
export function taxCategory(taxCase: TaxCase): XmlElement {
  return {
    'ram:TypeCode': 'VAT',
    'ram:CategoryCode': taxCase.category,
    'ram:RateApplicablePercent': String(taxCase.ratePercent),
  };
}

function compactDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`'${isoDate}' is not a date as YYYY-MM-DD`);
  return isoDate.replaceAll('-', '');
}
