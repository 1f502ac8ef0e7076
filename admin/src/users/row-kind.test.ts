import { isLicenseRow, licenseOwnerLabel } from './row-kind';

describe('the rows of the user list', () => {
  it('tells a free licence from a user by its id', () => {
    expect(isLicenseRow({ id: 'license_12' })).toBe(true);
    expect(isLicenseRow({ id: '12' })).toBe(false);
  });

  it("names a licence by its owner's name, and by the e-mail where the owner gave no name", () => {
    expect(licenseOwnerLabel({ owner: 'chef@bau.test', owner_name: 'Carla Chef' })).toBe('Carla Chef');
    expect(licenseOwnerLabel({ owner: 'chef@bau.test', owner_name: null })).toBe('chef@bau.test');
    expect(licenseOwnerLabel({ owner: null, owner_name: null })).toBe('');
  });
});
