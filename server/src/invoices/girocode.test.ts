import { cancellationOf } from './cancellation.js';
import { girocodePayload } from './girocode.js';
import { germanInvoice } from './test-support/example-invoices.js';

describe('the GiroCode payload (EPC069-12)', () => {
  it('names BIC, payee, IBAN, the amount due in euros and the invoice number as remittance, line by line', () => {
    expect(girocodePayload(germanInvoice, 207_834)?.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'BYLADEM1001',
      'Brandschutz Software GmbH',
      'DE02120300000000202051',
      'EUR2078.34',
      '',
      '',
      '2026-00017',
    ]);
  });

  it('writes the amount without thousands separators, down to a cent', () => {
    expect(girocodePayload(germanInvoice, 1)).toContain('\nEUR0.01\n');
    expect(girocodePayload(germanInvoice, 123_456_789)).toContain('\nEUR1234567.89\n');
  });

  it('drops spaces from the IBAN and cuts the payee name at 70 characters', () => {
    const seller = { ...germanInvoice.seller, iban: 'DE02 1203 0000 0000 2020 51', name: 'N'.repeat(80) };
    const lines = girocodePayload({ ...germanInvoice, seller }, 100)?.split('\n');
    expect(lines?.[5]).toBe('N'.repeat(70));
    expect(lines?.[6]).toBe('DE02120300000000202051');
  });

  it('is absent where nothing is to be paid: a cancellation, a zero amount', () => {
    expect(girocodePayload(cancellationOf(germanInvoice, { number: '2026-00030', issueDate: '2026-04-01' }), 207_834)).toBeUndefined();
    expect(girocodePayload(germanInvoice, 0)).toBeUndefined();
  });
});
