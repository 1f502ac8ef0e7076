import { euCountryCodes, isVatIdOf, normalizedVatId } from './vat-id.js';

describe('VAT ID format', () => {
  it('accepts each country’s format with its own prefix', () => {
    expect(isVatIdOf('DE123456789', 'DE')).toBe(true);
    expect(isVatIdOf('ATU12345678', 'AT')).toBe(true);
    expect(isVatIdOf('EL123456789', 'GR')).toBe(true);
    expect(isVatIdOf('NL123456789B01', 'NL')).toBe(true);
    expect(isVatIdOf('FRXX123456789', 'FR')).toBe(true);
    expect(isVatIdOf('SE123456789001', 'SE')).toBe(true);
  });

  it('refuses a wrong length, a wrong prefix and another country’s number', () => {
    expect(isVatIdOf('DE12345678', 'DE')).toBe(false);
    expect(isVatIdOf('AT12345678', 'AT')).toBe(false);
    expect(isVatIdOf('GR123456789', 'GR')).toBe(false);
    expect(isVatIdOf('DE123456789', 'AT')).toBe(false);
    expect(isVatIdOf('CH123456789', 'CH')).toBe(false);
  });

  it('reads spaces, dots and lower case as the same ID', () => {
    expect(normalizedVatId('de 123.456-789')).toBe('DE123456789');
  });

  it('lists the 27 member states by their ISO codes', () => {
    expect(euCountryCodes).toHaveLength(27);
    expect(euCountryCodes).toContain('GR');
    expect(euCountryCodes).not.toContain('EL');
  });
});
