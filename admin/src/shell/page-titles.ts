/** The browser tab's title of each admin page, by its path below /admin. */
const pageTitles: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/users\/?$/, 'Registrierte Benutzer'],
  [/^\/users\/new\/?$/, 'Neuer Benutzer'],
  [/^\/license\/[^/]+\/?$/, 'Lizenz bearbeiten'],
  [/^\/references\/?$/, 'Referenzen'],
  [/^\/reference\/new\/?$/, 'Referenz erstellen'],
  [/^\/reference\/[^/]+\/?$/, 'Referenz bearbeiten'],
  [/^\/install-next\/?$/, 'Nightly'],
  [/^\/email-debug-output\/?$/, 'Mails'],
  [/^\/features\/?$/, 'Features'],
  [/^\/features\/create\/?$/, 'Neues Feature'],
  [/^\/features\/[^/]+\/?$/, 'Feature bearbeiten'],
  [/^\/audit\/?$/, 'Protokoll'],
];

export const adminTitle = 'Administration';

/** 'Registrierte Benutzer – Administration'; the bare 'Administration' for an unknown page. */
export function documentTitle(pathBelowAdmin: string): string {
  const title = pageTitles.find(([pattern]) => pattern.test(pathBelowAdmin))?.[1];
  return title ? `${title} – ${adminTitle}` : adminTitle;
}
