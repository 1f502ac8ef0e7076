import { lineDraft, linesNetCents, messages, readTerms, type LineDraft } from './quote-terms';

const line = (description: string, quantity: string, unitPrice: string): LineDraft => ({ key: 0, description, quantity, unitPrice });

describe('the terms of a quote', () => {
  it('are the lines and the discount in exact cents', () => {
    const answer = readTerms({
      lines: [line('Next je Gerät und Jahr', '3', '1.190,10'), line('Viewer-Lizenz Insight', '2', '0,29')],
      discount: '100,5',
      discountReason: ' Treue ',
    });
    expect(answer).toEqual({
      terms: {
        lines: [
          { description: 'Next je Gerät und Jahr', quantity: 3, unitNetPriceCents: 119010 },
          { description: 'Viewer-Lizenz Insight', quantity: 2, unitNetPriceCents: 29 },
        ],
        discountCents: 10050,
        discountReason: 'Treue',
      },
    });
  });

  it('leave out a discount of nothing and its reason', () => {
    expect(readTerms({ lines: [line('Classic', '1', '99')], discount: '', discountReason: 'egal' })).toEqual({
      terms: { lines: [{ description: 'Classic', quantity: 1, unitNetPriceCents: 9900 }] },
    });
  });

  it('name each wrong field in German', () => {
    expect(readTerms({ lines: [line(' ', '0', '12.5'), line('Next', '2', '10')], discount: 'viel', discountReason: '' })).toEqual({
      errors: {
        'lines.0.description': messages.required,
        'lines.0.quantity': messages.quantity,
        'lines.0.unitPrice': messages.amount,
        discount: messages.amount,
      },
    });
    expect(readTerms({ lines: [], discount: '', discountReason: '' })).toEqual({ errors: { lines: messages.lines } });
    expect(readTerms({ lines: [line('Next', '1', '10')], discount: '10,01', discountReason: '' })).toEqual({
      errors: { discount: messages.discountTooHigh },
    });
  });

  it('start from proposed lines and sum them', () => {
    const drafts = [lineDraft({ description: 'Insight', quantity: 4, unitNetPriceCents: 25050 }), lineDraft()];
    expect(drafts.map(({ description, quantity, unitPrice }) => [description, quantity, unitPrice])).toEqual([
      ['Insight', '4', '250,50'],
      ['', '1', ''],
    ]);
    expect(linesNetCents(drafts)).toBe(100200);
  });
});
