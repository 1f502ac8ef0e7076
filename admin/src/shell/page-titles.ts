import { germanI18nProvider } from '../i18n/german-i18n-provider';

/** The browser tab's title of each admin page, by its path below /admin: the same message as the page's own title. */
const pageTitles: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/users\/?$/, 'resources.users.page.list'],
  [/^\/users\/new\/?$/, 'resources.users.page.create'],
  [/^\/license\/[^/]+\/?$/, 'resources.license.page.edit'],
  [/^\/references\/?$/, 'resources.references.page.list'],
  [/^\/reference\/new\/?$/, 'resources.references.page.create'],
  [/^\/reference\/[^/]+\/?$/, 'resources.references.page.edit'],
  [/^\/install-next\/?$/, 'admin.installer.name'],
  [/^\/email-debug-output\/?$/, 'resources.email-debug-output.page.list'],
  [/^\/features\/?$/, 'resources.features.page.list'],
  [/^\/features\/create\/?$/, 'resources.features.page.create'],
  [/^\/features\/[^/]+\/?$/, 'resources.features.page.edit'],
  [/^\/audit\/?$/, 'resources.audit.page.list'],
];

const translate = (key: string) => germanI18nProvider.translate(key);

export const adminTitle = translate('admin.title');

/** 'Registrierte Benutzer – Administration'; the bare 'Administration' for an unknown page. */
export function documentTitle(pathBelowAdmin: string): string {
  const key = pageTitles.find(([pattern]) => pattern.test(pathBelowAdmin))?.[1];
  return key ? `${translate(key)} – ${adminTitle}` : adminTitle;
}
