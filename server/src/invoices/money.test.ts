import { centsAsDecimal, divideRounded, lineNetCents, quantityAsDecimal, vatCents } from './money.js';

describe('money in cents', () => {
  it('rounds half away from zero, on both sides of zero', () => {
    expect(divideRounded(5n, 10n)).toBe(1n);
    expect(divideRounded(4n, 10n)).toBe(0n);
    expect(divideRounded(-5n, 10n)).toBe(-1n);
    expect(divideRounded(-4n, 10n)).toBe(0n);
    expect(divideRounded(15n, 10n)).toBe(2n);
    expect(divideRounded(25n, 10n)).toBe(3n);
  });

  it('takes a line net as quantity × price, rounded once to the cent (0.005 up, -0.005 down)', () => {
    expect(lineNetCents(3, 49_900)).toBe(149_700);
    expect(lineNetCents(0.5, 1)).toBe(1);
    expect(lineNetCents(0.5, 80_001)).toBe(40_001);
    expect(lineNetCents(-0.5, 1)).toBe(-1);
    expect(lineNetCents(-2, 4_990)).toBe(-9_980);
    expect(lineNetCents(1.0005, 100)).toBe(100);
    expect(lineNetCents(0.1 + 0.2, 100)).toBe(30);
  });

  it('refuses a quantity with more decimals than it can keep', () => {
    expect(() => lineNetCents(0.00001, 100)).toThrow(RangeError);
  });

  it('takes VAT of a taxable amount at the rate, rounded half away from zero', () => {
    expect(vatCents(10_000, 19)).toBe(1_900);
    expect(vatCents(250, 19)).toBe(48); // 47.5 cents
    expect(vatCents(-250, 19)).toBe(-48);
    expect(vatCents(1, 19)).toBe(0); // 0.19 cents
    expect(vatCents(3, 19)).toBe(1); // 0.57 cents
    expect(vatCents(174_650, 19)).toBe(33_184); // 331.835
    expect(vatCents(10_000, 0)).toBe(0);
    expect(vatCents(10_000, 7.5)).toBe(750);
    expect(() => vatCents(10_000, 7.125)).toThrow(RangeError);
  });

  it('stays exact where a float would not', () => {
    // 1e15 cents × 19 % is beyond a double's exact integers.
    expect(vatCents(1_000_000_000_000_005, 19)).toBe(190_000_000_000_001);
    expect(lineNetCents(10_000, 99_999_999)).toBe(999_999_990_000);
  });

  it('writes amounts and quantities as the XML wants them', () => {
    expect(centsAsDecimal(123_450)).toBe('1234.50');
    expect(centsAsDecimal(5)).toBe('0.05');
    expect(centsAsDecimal(-5)).toBe('-0.05');
    expect(centsAsDecimal(0)).toBe('0.00');
    expect(quantityAsDecimal(1)).toBe('1');
    expect(quantityAsDecimal(2.5)).toBe('2.5');
    expect(quantityAsDecimal(-0.125)).toBe('-0.125');
  });
});
