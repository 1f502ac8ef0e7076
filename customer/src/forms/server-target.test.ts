import { fieldOfTarget } from './server-target';

const fields = ['email', 'greeting', 'phone_number', 'plainPassword.first', 'plainPassword.second', 'captcha'] as const;

describe('fieldOfTarget', () => {
  it.each([
    ['email', 'email'],
    ['phone_number', 'phone_number'],
    ['plainPassword', 'plainPassword.first'],
    ['plainPassword.second', 'plainPassword.second'],
    ['plainPassword[second]', 'plainPassword.second'],
    ['user_register[plainPassword][first]', 'plainPassword.first'],
    ['user_register.email', 'email'],
    ['captcha', 'captcha'],
  ])('finds the field of target %s', (target, field) => expect(fieldOfTarget(target, fields)).toBe(field));

  it.each([[undefined], [''], ['license_type'], ['_token']])('leaves target %s to the form alert', (target) =>
    expect(fieldOfTarget(target, fields)).toBeUndefined(),
  );
});
