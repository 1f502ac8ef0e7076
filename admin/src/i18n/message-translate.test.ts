import polyglotI18nProvider from 'ra-i18n-polyglot';
import { germanI18nProvider } from './german-i18n-provider';
import { germanMessages } from './german-messages';
import { messageTranslate } from './message-translate';

/** react-admin's Polyglot provider over the same messages, as the admin used it before decision 069. */
const polyglot = polyglotI18nProvider(() => germanMessages, 'de', [{ locale: 'de', name: 'Deutsch' }], { allowMissing: true });

describe('the admin translation', () => {
  it.each<[string, Record<string, unknown>]>([
    ['resources.users.page.list', {}],
    ['resources.users.summary', { total: 1234 }],
    ['resources.users.licenseRow.owner', { owner: 'Carla Chef' }],
    ['ra.action.search', {}],
    ['ra.action.bulk_actions', { smart_count: 1 }],
    ['ra.action.bulk_actions', { smart_count: 3 }],
    ['ra.action.bulk_actions', { smart_count: 0 }],
    ['ra.message.bulk_delete_title', { smart_count: 2, name: 'Benutzer' }],
    ['ra.message.bulk_delete_title', { smart_count: 1, name: 'Benutzer' }],
    ['ra.message.bulk_delete_title', { name: 'Benutzer' }],
    ['ra.page.edit', { name: 'Referenz', id: 7, recordRepresentation: 'Klinikum Nord' }],
    ['ra.page.edit', {}],
    ['resources.users.fields.email', { smart_count: 1, _: 'E-Mail' }],
    ['resources.unknown.name', { smart_count: 2, _: 'Unbekannt |||| Unbekannte' }],
    ['kein.solcher.schluessel', {}],
    ['Die Sitzung ist abgelaufen.', {}],
    ['%{count} neue Zeilen', { count: 3 }],
    ['ra.action', {}],
    ['', {}],
  ])('says what Polyglot says for %j with %j', (key, values) => {
    expect(messageTranslate(key, values)).toBe(polyglot.translate(key, values));
  });

  it('is what the i18n provider translates with, in German only', async () => {
    expect(germanI18nProvider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 Elemente ausgewählt');
    expect(germanI18nProvider.getLocale()).toBe('de');
    await expect(germanI18nProvider.changeLocale('en')).resolves.toBeUndefined();
    expect(germanI18nProvider.getLocale()).toBe('de');
  });
});
