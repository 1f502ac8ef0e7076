import { firstPasswordProblem, secondPasswordProblem } from './new-user-rules';

describe('the checks of the new-user form', () => {
  it('asks for at least 8 characters in the words of the admin form', () => {
    expect(firstPasswordProblem('1234567')).toBe('Ihr neues Passwort muss mindestens 8 Zeichen lang sein.');
    expect(firstPasswordProblem(undefined)).toBe('Ihr neues Passwort muss mindestens 8 Zeichen lang sein.');
    expect(firstPasswordProblem('12345678')).toBeUndefined();
  });

  it('asks for the same password twice', () => {
    expect(secondPasswordProblem('geheim-124', { plainPassword: { first: 'geheim-123' } })).toBe('Die Passwörter stimmen nicht überein.');
    expect(secondPasswordProblem('geheim-123', { plainPassword: { first: 'geheim-123' } })).toBeUndefined();
  });
});
