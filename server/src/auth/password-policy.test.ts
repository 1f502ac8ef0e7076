import { isCommonPassword, newPasswordProblem, passwordProblem } from './password-policy.js';

const tooCommon = 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.';

describe('the password policy', () => {
  it('knows the 10,000 most common passwords, in any letter case', () => {
    for (const password of ['123456', 'password1', 'Password1', 'PASSWORD1', 'iloveyou1', '12341234', 'qwertyuiop', 'passwort', 'hallo123'])
      expect(isCommonPassword(password)).toBe(true);
    for (const password of ['Brandfall-Matrix-2026', 'sicheres-passwort', 'Passwort123!']) expect(isCommonPassword(password)).toBe(false);
  });

  it('refuses a common password, the own e-mail address in any case, and a short one; accepts the rest', () => {
    expect(passwordProblem('12341234', 'kunde@example.test')).toBe('tooCommon');
    expect(passwordProblem(' Kunde@Example.TEST', 'kunde@example.test')).toBe('equalsEmail');
    expect(passwordProblem('kurz', 'kunde@example.test')).toBe('tooShort');
    expect(passwordProblem('Brandfall-Matrix-2026', 'kunde@example.test')).toBeUndefined();
  });

  it('words each problem for the password field', () => {
    expect(newPasswordProblem('12341234', 'kunde@example.test')).toBe(tooCommon);
    expect(newPasswordProblem(' Kunde@Example.TEST', 'kunde@example.test')).toBe('Ihr Passwort darf nicht Ihre E-Mail-Adresse sein.');
    expect(newPasswordProblem('kurz', 'kunde@example.test')).toBe('Ihr Passwort muss mindestens 8 Zeichen lang sein.');
    expect(newPasswordProblem('Brandfall-Matrix-2026', 'kunde@example.test')).toBeUndefined();
  });
});
