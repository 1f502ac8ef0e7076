/** German answers of the release calls that the shared texts of api-adapter do not have. */
export const releaseTexts = {
  /** The installer is neither an http(s) address nor a file inside DATA_DIR. */
  installerInvalid: 'Bitte geben Sie eine Adresse mit https:// oder den Pfad einer Datei im Datenordner (DATA_DIR) ein.',
  /** The Nightly page's one click found no version to record. */
  nightlyUnreadable: 'Die Version der Nightly konnte nicht gelesen werden; es wurde nichts erfasst.',
  /** The Nightly's manifest names a version that is not four numbers of 0 to 65535. */
  nightlyVersionInvalid: (version: string) =>
    `Die Nightly trägt die Version „${version}“, die keine gültige Versionsnummer ist (vier Zahlen bis 65535, z. B. 4.2.1.0); es wurde nichts erfasst.`,
} as const;
