import { displayName } from './display-name.js';

describe('displayName', () => {
  it('names a person by first and last name, or by whichever is known', () => {
    expect(displayName({ email: 'a@b.test', first_name: 'Erika', last_name: 'Muster' })).toBe('Erika Muster');
    expect(displayName({ email: 'a@b.test', first_name: null, last_name: 'Muster' })).toBe('Muster');
  });

  it('falls back to the address without a name', () => {
    expect(displayName({ email: 'a@b.test', first_name: ' ', last_name: null })).toBe('a@b.test');
  });
});
