import { texts, type AdminUserInfo } from '@bfsm/api-adapter';
import { userInfoFixture } from '@bfsm/api-adapter/testing';
import { asGreeting } from '../../forms/greeting';
import { adminBody, adminValues, profileProblems, profileValues } from './profile-form';

const admin: AdminUserInfo = {
  licenseType: 6,
  currentLicenseExpiration: '2026-12-31',
  disableEmail: false,
  fixedPasswordAccount: true,
  freeAccount: false,
  maximumAPIKeys: 3,
  maximumAllowedDevices: 1,
  emailConfirmed: true,
  emailConfirmPending: false,
};

const profile = profileValues(userInfoFixture({}));

describe('the profile form values', () => {
  it('starts from the user, with empty text for what is unknown and no greeting for one the form does not offer', () => {
    expect(profileValues(userInfoFixture({ greeting: null, phoneNumber: null, emailNewsletter: true }))).toMatchObject({
      greeting: '',
      phone_number: '',
      email_newsletter: true,
    });
    expect(asGreeting('Frau Dr.')).toBe('Frau Dr.');
    expect(asGreeting('Firma')).toBe('');
  });

  it('checks the expiry date and the whole numbers with the schema of admin_account', () => {
    const values = adminValues(admin);
    expect(profileProblems(profile, values)).toEqual({});
    expect(profileProblems(profile, { ...values, currentLicenseExpiration: '' })).toEqual({});
    expect(profileProblems(profile, { ...values, currentLicenseExpiration: '2024-08-31' })).toEqual({
      currentLicenseExpiration: texts.validation.licenseDateTooEarly,
    });
    expect(profileProblems(profile, { ...values, currentLicenseExpiration: '31.12.2026' })).toEqual({
      currentLicenseExpiration: texts.validation.date,
    });
    for (const wrong of ['', '-1', '2.5', 'x'])
      expect(profileProblems(profile, { ...values, maximumAPIKeys: wrong })).toEqual({ maximumAPIKeys: texts.validation.wholeNumber });
  });

  it('refuses a count above the limit and a name with a line break, as the server does', () => {
    expect(profileProblems(profile, { ...adminValues(admin), maximumAPIKeys: '1000001' })).toEqual({
      maximumAPIKeys: texts.validation.countTooLarge,
    });
    expect(profileProblems({ ...profile, firstName: 'An\nna' }, undefined)).toEqual({ firstName: texts.validation.oneLine });
  });

  it('checks and sends the number of devices for Classic only', () => {
    const values = { ...adminValues(admin), maximumAllowedDevices: '' };
    expect(profileProblems(profile, values)).toEqual({});
    expect(adminBody(values)).not.toHaveProperty('maximumAllowedDevices');
    const classic = { ...values, licenseType: '3' };
    expect(profileProblems(profile, classic)).toEqual({ maximumAllowedDevices: texts.validation.wholeNumber });
    expect(adminBody({ ...classic, maximumAllowedDevices: ' 4 ' })).toMatchObject({ licenseType: '3', maximumAllowedDevices: '4' });
  });
});
