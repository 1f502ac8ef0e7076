import { flattenBrackets, unflattenBrackets } from './brackets.js';

describe('bracket names', () => {
  it('flattens nested bodies the way a browser form sends them', () => {
    expect(
      flattenBrackets({
        user_register: { email: 'a@b.de', plainPassword: { first: 'x', second: 'y' }, terms_accepted: true, email_newsletter: false },
      }),
    ).toEqual([
      ['user_register[email]', 'a@b.de'],
      ['user_register[plainPassword][first]', 'x'],
      ['user_register[plainPassword][second]', 'y'],
      ['user_register[terms_accepted]', '1'],
    ]);
  });

  it('turns bracket names back into the nested body', () => {
    expect(
      unflattenBrackets([
        ['plainPassword[first]', 'a'],
        ['plainPassword[second]', 'b'],
        ['_token', 't'],
      ]),
    ).toEqual({
      plainPassword: { first: 'a', second: 'b' },
      _token: 't',
    });
  });

  it('ignores names that would pollute prototypes', () => {
    const parsed = unflattenBrackets([
      ['__proto__[admin]', '1'],
      ['a[constructor]', 'x'],
    ]);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(parsed).toEqual({});
  });
});
