import polyglotI18nProvider from 'ra-i18n-polyglot';
import { germanMessages } from './german-messages';

/**
 * The admin speaks German only. Labels are keys of german-messages.ts; missing keys are
 * still allowed because some texts reach translation as the sentence itself (the server's German
 * messages and the shared texts of @bfsm/api-adapter in notifications).
 */
export const germanI18nProvider = polyglotI18nProvider(() => germanMessages, 'de', [{ locale: 'de', name: 'Deutsch' }], {
  allowMissing: true,
});
