import { germanI18nProvider } from '../i18n/german-i18n-provider';
import { screenTitleKey } from './screen-titles';

const translate = (key: string) => germanI18nProvider.translate(key);

export const adminTitle = translate('admin.title');

/** The browser tab's title of an admin page, the same message as its bar's title (screen-titles.ts): 'Registrierte Benutzer – Administration'; the bare 'Administration' for an unknown page. */
export function documentTitle(pathBelowAdmin: string): string {
  const key = screenTitleKey(pathBelowAdmin);
  return key ? `${translate(key)} – ${adminTitle}` : adminTitle;
}
