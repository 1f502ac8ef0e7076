import { emptyRegistration, parseRegistration, type RegistrationValues } from './registration-form';

const complete: RegistrationValues = {
  ...emptyRegistration,
  greeting: 'Herr',
  firstName: ' Anton ',
  lastName: 'Müller',
  companyName: 'Müller Brandschutz GmbH',
  phone: '030 123',
  email: ' anton@example.test ',
  password: 'sicher123',
  passwordRepeat: 'sicher123',
  privacy: true,
  terms: true,
};

describe('parseRegistration', () => {
  it('builds the body with trimmed texts, both consents and the captcha solution', () => {
    const parsed = parseRegistration(complete, 'next-trial', 'loesung', 'token');
    expect(parsed).toEqual({
      body: {
        user_register: expect.objectContaining({
          firstName: 'Anton',
          email: 'anton@example.test',
          privacy_policy_accepted: true,
          captcha: 'loesung',
          _token: 'token',
        }),
      },
    });
  });

  it('refuses an address without @ with the shared message', () => {
    expect(parseRegistration({ ...complete, email: 'anton.example.test' }, 'concept', 'loesung', 'token')).toEqual({
      errors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    });
  });

  it('asks for an address left empty rather than calling it invalid', () => {
    expect(parseRegistration({ ...complete, email: ' ' }, 'concept', 'loesung', 'token')).toEqual({
      errors: { email: 'Bitte füllen Sie dieses Feld aus.' },
    });
  });

  it("refuses a name with a line break, as the registration's schema does", () => {
    expect(parseRegistration({ ...complete, lastName: 'Mül\rler' }, 'concept', 'loesung', 'token')).toEqual({
      errors: { lastName: 'Bitte ohne Zeilenumbrüche und Steuerzeichen eingeben.' },
    });
  });

  it('requires the phone number unless the operator made it optional', () => {
    expect(parseRegistration({ ...complete, phone: ' ' }, 'concept', 'loesung', 'token')).toEqual({
      errors: { phone_number: expect.any(String) },
    });
    expect(parseRegistration({ ...complete, phone: '' }, 'concept', 'loesung', 'token', false)).toHaveProperty('body');
  });

  it('asks for the captcha when it is not solved', () => {
    expect(parseRegistration(complete, 'concept', undefined, 'token')).toEqual({
      errors: { captcha: 'Bitte bestätigen Sie die Sicherheitsabfrage.' },
    });
  });
});
