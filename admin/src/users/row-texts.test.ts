import { userListRowFixture } from '@bfsm/api-adapter/testing';
import { messageTranslate } from '../i18n/message-translate';
import { rowTexts } from './row-texts';

describe("the texts of a user list's card", () => {
  it('names a user by e-mail, then name and licence type, and numbers it with #', () => {
    const row = userListRowFixture({ email: 'anna@example.test', name: 'Anna Muster', license: 'Next', sortindex: 7 });
    expect(rowTexts(row, messageTranslate)).toEqual({
      license: false,
      primary: 'anna@example.test',
      secondary: 'Anna Muster · Next',
      tertiary: '#7',
    });
  });

  it('names a free licence by its owner, says nobody holds it, and numbers it with L-', () => {
    const row = userListRowFixture({
      id: 'license_12',
      email: '',
      name: '',
      license: 'Insight',
      sortindex: 12,
      owner: 'chef@bau.test',
      owner_name: 'Carla Chef',
    });
    expect(rowTexts(row, messageTranslate)).toEqual({
      license: true,
      primary: 'Lizenz von Carla Chef',
      secondary: 'noch nicht vergeben · Insight',
      tertiary: 'L-12',
    });
  });

  it('leaves out what a row does not have', () => {
    expect(rowTexts(userListRowFixture({ name: '', license: 'Next' }), messageTranslate).secondary).toBe('Next');
  });
});
