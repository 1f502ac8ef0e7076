import { accountCalls, registrationCalls, texts } from '@bfsm/api-adapter';
import { blankProblems, contractProblems, hasProblems } from './contract-problems';

describe('contractProblems', () => {
  it("puts each problem of the call's schema at the form field its path names, in the server's words", () => {
    const body = { user_register: { email: 'keine-adresse', firstName: 'Anna\nBerg', lastName: '' } };
    const problems = contractProblems(registrationCalls.register.body, body, ['email', 'firstName', 'lastName'] as const);
    expect(problems).toEqual({
      email: texts.validation.email,
      firstName: texts.validation.oneLine,
      lastName: texts.validation.required,
    });
  });

  it("shows a field's first problem only, and the form's own wording where it has one", () => {
    const body = { maximumAPIKeys: '2.5', currentLicenseExpiration: '31.12.2026' };
    const fields = ['maximumAPIKeys', 'currentLicenseExpiration'] as const;
    expect(contractProblems(accountCalls.saveAdminAccount.body, body, fields)).toEqual({
      maximumAPIKeys: texts.validation.wholeNumber,
      currentLicenseExpiration: texts.validation.date,
    });
    expect(contractProblems(accountCalls.saveAdminAccount.body, body, fields, { maximumAPIKeys: 'eigene Worte' })).toMatchObject({
      maximumAPIKeys: 'eigene Worte',
    });
  });

  it('finds nothing in a body the schema accepts', () => {
    expect(
      contractProblems(accountCalls.saveProfile.body, { greeting: '', firstName: 'Anna' }, ['greeting', 'firstName'] as const),
    ).toEqual({});
  });
});

describe('blankProblems and hasProblems', () => {
  it('names the fields left blank, and counts only fields with a message', () => {
    const problems = blankProblems({ email: ' ', phone: '030' }, texts.validation.required);
    expect(problems).toEqual({ email: texts.validation.required });
    expect(hasProblems(problems)).toBe(true);
    expect(hasProblems({ email: undefined })).toBe(false);
  });
});
