import { passwordPairErrors } from './password-pair';

describe('passwordPairErrors', () => {
  it('puts a password that is too short at the first entry, in the words of the form', () => {
    expect(passwordPairErrors('kurz', 'kurz', 'reset')).toEqual({ 'plainPassword.first': 'Ihr Passwort ist nicht lang genug.' });
    expect(passwordPairErrors('kurz', 'anders', 'register')).toEqual({
      'plainPassword.first': 'Ihr Passwort muss mindestens 8 Zeichen lang sein.',
    });
  });

  it('puts a repetition that differs at the second entry', () => {
    expect(passwordPairErrors('sicher123', 'sicher999', 'register')).toEqual({
      'plainPassword.second': 'Die Passwörter stimmen nicht überein.',
    });
  });

  it('finds nothing wrong with a long enough password repeated exactly', () => {
    expect(passwordPairErrors('sicher123', 'sicher123', 'change')).toBeUndefined();
  });
});
