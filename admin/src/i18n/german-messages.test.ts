import englishMessages from 'ra-language-english';
import { germanMessages } from './german-messages';
import { germanI18nProvider } from './german-i18n-provider';

type Messages = { [key: string]: string | Messages };

function leafKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function lookUp(messages: Messages, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Messages | undefined)?.[key], messages);
}

const englishKeys = leafKeys(englishMessages as Messages);

describe('German messages', () => {
  it('translate every key of ra-language-english', () => {
    const missing = englishKeys.filter((key) => typeof lookUp(germanMessages as Messages, key) !== 'string');
    expect(englishKeys.length).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });

  it('leave no English text in place', () => {
    // Texts that read the same in both languages or hold only placeholders.
    const sameInBothLanguages = ['ra.boolean.null', 'ra.page.edit', 'ra.page.list', 'ra.page.show', 'ra.message.details'];
    const untranslated = englishKeys.filter(
      (key) => !sameInBothLanguages.includes(key) && lookUp(englishMessages as Messages, key) === lookUp(germanMessages as Messages, key),
    );
    expect(untranslated).toEqual([]);
  });

  it('keep the placeholders of each English text', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/%\{(\w+)\}/g)]
        .map((match) => match[1])
        .filter((name) => name !== 'field_lower_first')
        .sort();
    const changed = englishKeys.filter((key) => {
      const english = placeholders(lookUp(englishMessages as Messages, key) as string);
      const german = placeholders(lookUp(germanMessages as Messages, key) as string);
      return english.some((name) => !german.includes(name));
    });
    expect(changed).toEqual([]);
  });

  it('are what the admin translates with', () => {
    expect(germanI18nProvider.translate('ra.action.save')).toBe('Speichern');
    expect(germanI18nProvider.translate('ra.notification.deleted', { smart_count: 3 })).toBe('3 Elemente gelöscht');
    expect(germanI18nProvider.translate('Voll. Install.')).toBe('Voll. Install.');
  });
});
