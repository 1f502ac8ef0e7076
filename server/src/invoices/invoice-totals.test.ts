import { cancellationOf, typeCodeOf } from './cancellation.js';
import { InvalidInvoiceDocument } from './invalid-invoice-document.js';
import { invoiceTotals } from './invoice-totals.js';
import { discountedInvoice, germanInvoice, reverseChargeInvoice } from './test-support/example-invoices.js';

describe('invoice totals', () => {
  it('follow EN 16931: line nets, their sum, minus the allowance, VAT on that, the gross', () => {
    expect(invoiceTotals(discountedInvoice)).toEqual({
      taxCase: { category: 'S', ratePercent: 19 },
      lineNetCents: [99_800, 40_001],
      lineTotalCents: 139_801,
      allowanceTotalCents: 9_951,
      taxBasisCents: 129_850,
      vatCents: 24_672,
      grandTotalCents: 154_522,
      dueCents: 154_522,
    });
  });

  it('charge no VAT to an EU business with a VAT ID, and say why', () => {
    const totals = invoiceTotals(reverseChargeInvoice);
    expect(totals.taxCase).toEqual({
      category: 'AE',
      ratePercent: 0,
      exemption: { reason: 'Steuerschuldnerschaft des Leistungsempfängers', code: 'VATEX-EU-AE' },
    });
    expect(totals.vatCents).toBe(0);
    expect(totals.grandTotalCents).toBe(totals.taxBasisCents);
  });

  it('charge German VAT to an EU buyer without a VAT ID, and refuse a buyer outside the EU', () => {
    const buyer = reverseChargeInvoice.buyer;
    expect(invoiceTotals({ ...reverseChargeInvoice, buyer: { ...buyer, vatId: undefined } }).taxCase.category).toBe('S');
    const swiss = { ...buyer, address: { ...buyer.address, countryCode: 'CH' } };
    expect(() => invoiceTotals({ ...reverseChargeInvoice, buyer: swiss })).toThrow(InvalidInvoiceDocument);
  });

  it('take a negative line off the sum, and refuse a negative total', () => {
    const credit = { description: 'Gutschrift Vorjahr', quantity: -1, unitCode: 'C62', unitNetPriceCents: 10_000 };
    const totals = invoiceTotals({ ...germanInvoice, lines: [...germanInvoice.lines, credit] });
    expect(totals.lineNetCents.at(-1)).toBe(-10_000);
    expect(totals.lineTotalCents).toBe(174_650 - 10_000);
    const tooMuch = { ...credit, unitNetPriceCents: 1_000_000 };
    expect(() => invoiceTotals({ ...germanInvoice, lines: [tooMuch] })).toThrow(/negative/);
  });

  it('refuse what EN 16931 forbids: no line, a negative price, a discount without a reason', () => {
    expect(() => invoiceTotals({ ...germanInvoice, lines: [] })).toThrow(InvalidInvoiceDocument);
    const negativePrice = { description: 'x', quantity: 1, unitCode: 'C62', unitNetPriceCents: -1 };
    expect(() => invoiceTotals({ ...germanInvoice, lines: [negativePrice] })).toThrow(InvalidInvoiceDocument);
    expect(() => invoiceTotals({ ...germanInvoice, discount: { amountCents: 100, reason: ' ' } })).toThrow(InvalidInvoiceDocument);
  });

  it('are the same for a cancellation, which is a credit note for the original', () => {
    const cancellation = cancellationOf(germanInvoice, { number: '2026-00030', issueDate: '2026-04-01' });
    expect(invoiceTotals(cancellation)).toEqual(invoiceTotals(germanInvoice));
    expect(typeCodeOf(cancellation)).toBe('381');
    expect(typeCodeOf(germanInvoice)).toBe('380');
    expect(cancellation).toMatchObject({ number: '2026-00030', cancels: { number: '2026-00017', issueDate: '2026-03-02' } });
    expect(cancellation.dueDate).toBeUndefined();
  });
});
