import type { OrderLine } from '@bfsm/api-adapter';
import { centsAsInput, parseEuros } from './money';

/** A line as the form holds it: what the admin types, amounts in euros as text. */
export interface LineDraft {
  key: number;
  description: string;
  quantity: string;
  unitPrice: string;
}

export interface TermsDraft {
  lines: LineDraft[];
  discount: string;
  discountReason: string;
}

/** The terms as sendQuote and recordOrder take them: integer cents. */
export interface QuoteTerms {
  lines: OrderLine[];
  discountCents?: number;
  discountReason?: string;
}

/** German messages by field: `lines.0.unitPrice`, `discount`, `lines`. */
export type TermsErrors = Record<string, string>;

let nextKey = 1;

export function lineDraft(line?: OrderLine): LineDraft {
  return {
    key: nextKey++,
    description: line?.description ?? '',
    quantity: line ? String(line.quantity) : '1',
    unitPrice: line ? centsAsInput(line.unitNetPriceCents) : '',
  };
}

export const messages = {
  required: 'Bitte füllen Sie dieses Feld aus.',
  quantity: 'Bitte geben Sie eine Menge von 1 bis 1.000 ein.',
  amount: 'Bitte geben Sie einen Betrag in Euro ein, z. B. 1.234,56.',
  lines: 'Bitte geben Sie mindestens eine Position an.',
  discountTooHigh: 'Der Rabatt darf die Summe der Positionen nicht übersteigen.',
} as const;

/** The lines' net sum in cents, of the lines that parse (for the running total). */
export function linesNetCents(lines: readonly LineDraft[]): number {
  return lines.reduce((sum, line) => {
    const quantity = Number(line.quantity);
    const price = parseEuros(line.unitPrice);
    return Number.isInteger(quantity) && price !== undefined ? sum + quantity * price : sum;
  }, 0);
}

/** Checks the draft: the terms in cents, or the German message of every field that is wrong. */
export function readTerms(draft: TermsDraft): { terms: QuoteTerms } | { errors: TermsErrors } {
  const errors: TermsErrors = {};
  if (draft.lines.length === 0) errors.lines = messages.lines;
  const lines = draft.lines.map((line, index) => {
    const description = line.description.trim();
    if (!description) errors[`lines.${index}.description`] = messages.required;
    const quantity = /^\d+$/.test(line.quantity.trim()) ? Number(line.quantity) : Number.NaN;
    if (!(quantity >= 1 && quantity <= 1000)) errors[`lines.${index}.quantity`] = messages.quantity;
    const unitNetPriceCents = parseEuros(line.unitPrice);
    if (unitNetPriceCents === undefined) errors[`lines.${index}.unitPrice`] = messages.amount;
    return { description, quantity, unitNetPriceCents: unitNetPriceCents ?? 0 };
  });
  const discountText = draft.discount.trim();
  const discountCents = discountText ? parseEuros(discountText) : undefined;
  if (discountText && discountCents === undefined) errors.discount = messages.amount;
  else if (discountCents !== undefined && discountCents > linesNetCents(draft.lines)) errors.discount = messages.discountTooHigh;
  if (Object.keys(errors).length > 0) return { errors };
  const discountReason = draft.discountReason.trim();
  return {
    terms: {
      lines,
      ...(discountCents ? { discountCents, ...(discountReason ? { discountReason } : {}) } : {}),
    },
  };
}
