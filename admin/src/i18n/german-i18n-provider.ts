import polyglotI18nProvider from 'ra-i18n-polyglot';
import { germanMessages } from './german-messages';

/**
 * The admin speaks German only. Missing keys are allowed because our labels are the German
 * texts themselves ('E-Mail', 'Erstellt'), not translation keys.
 */
export const germanI18nProvider = polyglotI18nProvider(() => germanMessages, 'de', [{ locale: 'de', name: 'Deutsch' }], {
  allowMissing: true,
});
