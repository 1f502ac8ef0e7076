/** German answers of the release calls that the shared texts of api-adapter do not have. */
export const releaseTexts = {
  /** The installer is neither an http(s) address nor a file inside DATA_DIR. */
  installerInvalid: 'Bitte geben Sie eine Adresse mit https:// oder den Pfad einer Datei im Datenordner (DATA_DIR) ein.',
  /** The Nightly page's one click found no version to record. */
  nightlyUnreadable: 'Die Version der Nightly konnte nicht gelesen werden; es wurde nichts erfasst.',
} as const;
