/** German answers of the customers' installer download. */
export const installerTexts = {
  /** INSTALLER_URL is not set, or its file is missing. */
  missing: 'Das Installationsprogramm ist zurzeit nicht verfügbar. Bitte wenden Sie sich an den Support.',
} as const;
