import { germanI18nProvider } from './german-i18n-provider';
import { messageTranslate } from './message-translate';

describe('the translation before react-admin has loaded', () => {
  it.each([
    ['resources.users.page.list', {}],
    ['resources.users.summary', { total: 1234 }],
    ['resources.users.licenseRow.owner', { owner: 'Carla Chef' }],
    ['ra.action.search', {}],
    ['kein.solcher.schluessel', {}],
  ])('says what react-admin says for %s', (key, values) => {
    expect(messageTranslate(key, values)).toBe(germanI18nProvider.translate(key, values));
  });
});
