import { containsNulCharacter } from './nul-character.js';

describe('containsNulCharacter', () => {
  it('finds NUL in text, however deep, also in objects without a prototype (parsed queries)', () => {
    const query = Object.assign(Object.create(null) as Record<string, unknown>, { a: ['x', { b: 'y\u0000' }] });
    expect(containsNulCharacter(query)).toBe(true);
    expect(containsNulCharacter({ user_register: { email: 'a\u0000@example.com' } })).toBe(true);
  });

  it('finds NUL in an object of any prototype (a form body sent to a JSON call; found by the fuzz suite)', () => {
    class ParsedBody {
      email = 'x\u0000';
    }
    expect(containsNulCharacter(new ParsedBody())).toBe(true);
  });

  it('lets text without NUL and the bytes of an uploaded file through', () => {
    expect(containsNulCharacter({ a: 'x', b: ['y'], c: 1, d: null })).toBe(false);
    expect(containsNulCharacter({ image: { filename: 'x.png', mimetype: 'image/png', data: new Uint8Array([0, 0, 0]) } })).toBe(false);
  });
});
