import type { I18nProvider } from 'react-admin';
import { messageTranslate } from './message-translate';

/**
 * The admin speaks German only. Labels are keys of german-messages.ts; a missing key is said as it
 * is, because some texts reach translation as the sentence itself (the server's German messages and
 * the shared texts of @bfsm/api-adapter in notifications). One translation for the first look and
 * react-admin (message-translate.ts), without Polyglot (decision 069).
 */
export const germanI18nProvider: I18nProvider = {
  translate: messageTranslate,
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'de',
  getLocales: () => [{ locale: 'de', name: 'Deutsch' }],
};
