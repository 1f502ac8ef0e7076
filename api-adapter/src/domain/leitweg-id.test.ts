import { isLeitwegId, normalizedLeitwegId } from './leitweg-id.js';

describe('Leitweg-ID', () => {
  it('accepts the published examples of XRechnung’s test suite', () => {
    expect(isLeitwegId('04011000-1234512345-06')).toBe(true);
    expect(isLeitwegId('991-33333TEST-33')).toBe(true);
  });

  it('refuses a wrong check digit, a missing part and a bad character', () => {
    expect(isLeitwegId('04011000-1234512345-07')).toBe(false);
    expect(isLeitwegId('991-33333TEST-34')).toBe(false);
    expect(isLeitwegId('04011000-06')).toBe(false); // the check digits then are those of 04011000 alone
    expect(isLeitwegId('1-12345-06')).toBe(false); // coarse address of one digit
    expect(isLeitwegId('991-33333_TEST-33')).toBe(false);
    expect(isLeitwegId('99133333TEST33')).toBe(false);
  });

  it('reads lower case and spaces as the same ID', () => {
    expect(normalizedLeitwegId(' 991-33333test-33 ')).toBe('991-33333TEST-33');
  });
});
