import { texts } from '@bfsm/api-adapter';
import { emptySignUp, type SignUpValues } from '../forms/sign-up';
import { parseNewInvitee } from './new-invitee-form';

const complete: SignUpValues = {
  ...emptySignUp,
  greeting: 'Frau',
  firstName: ' Nina ',
  lastName: 'Neu',
  password: 'lang-genug-1',
  passwordRepeat: 'lang-genug-1',
  privacy: true,
  terms: true,
};

describe('parseNewInvitee', () => {
  it('builds the body of the acceptance with trimmed names', () => {
    expect(parseNewInvitee(complete)).toEqual({
      body: expect.objectContaining({
        first_name: 'Nina',
        last_name: 'Neu',
        greeting: 'Frau',
        accept_privacy: true,
        newPassword1: 'lang-genug-1',
      }),
    });
  });

  it("words the schema's problems at the form's fields, the consent boxes and the password as the registration does", () => {
    expect(parseNewInvitee({ ...emptySignUp, password: 'kurz', passwordRepeat: 'kurz' })).toEqual({
      errors: {
        greeting: texts.validation.greeting,
        first_name: texts.validation.required,
        last_name: texts.validation.required,
        accept_privacy: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
        accept_terms: 'Bitte akzeptieren Sie die AGB.',
        newPassword1: 'Ihr Passwort muss mindestens 8 Zeichen lang sein.',
        newPassword2: undefined,
      },
    });
  });
});
