import { salutation } from './salutation.js';

describe('salutation', () => {
  it('addresses men and women formally, keeping a doctor title', () => {
    expect(salutation('Herr', 'Muster')).toBe('Sehr geehrter Herr Muster,');
    expect(salutation('Herr Dr.', 'Muster')).toBe('Sehr geehrter Herr Dr. Muster,');
    expect(salutation('Frau', 'Müller')).toBe('Sehr geehrte Frau Müller,');
    expect(salutation('Frau Dr.', 'Müller')).toBe('Sehr geehrte Frau Dr. Müller,');
  });

  it('falls back to a neutral greeting when greeting or name is missing', () => {
    expect(salutation('', 'Muster')).toBe('Guten Tag,');
    expect(salutation('Herr', null)).toBe('Guten Tag,');
    expect(salutation(null, null)).toBe('Guten Tag,');
  });
});
