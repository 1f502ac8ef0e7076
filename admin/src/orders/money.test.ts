import { centsAsInput, formatCents, parseEuros } from './money';

describe('amounts in cents', () => {
  it('show as German euros', () => {
    expect(formatCents(123456)).toBe('1.234,56\u00a0€');
    expect(formatCents(5)).toBe('0,05\u00a0€');
    expect(formatCents(-2000)).toBe('-20,00\u00a0€');
  });

  it('are read exactly from what an admin types', () => {
    expect(parseEuros('1.234,56')).toBe(123456);
    expect(parseEuros('1234,56')).toBe(123456);
    expect(parseEuros(' 99 ')).toBe(9900);
    expect(parseEuros('12,5 €')).toBe(1250);
    // 0,29 and 1.005,10 are the classic float traps (0.29 * 100 = 28.999…).
    expect(parseEuros('0,29')).toBe(29);
    expect(parseEuros('1.005,10')).toBe(100510);
    expect(parseEuros('0')).toBe(0);
  });

  it('refuse what is no amount', () => {
    for (const text of ['', '-5', '1,234', '12.5', '1.23,00', 'abc', '1,2,3', ',5'])
      expect([text, parseEuros(text)]).toEqual([text, undefined]);
  });

  it('go back into the form unchanged', () => {
    for (const cents of [0, 5, 29, 100510, 123456]) expect(parseEuros(centsAsInput(cents))).toBe(cents);
  });
});
