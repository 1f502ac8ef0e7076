/** German texts of the download page; beside the lazily loaded screen, so the app's start does not carry them. */
export const downloadTexts = {
  title: 'Download',
  heading: 'Anwendung herunterladen',
  current: (version: string, date: string) => `Aktuelle Version: ${version} vom ${date}`,
  noRelease: 'Laden Sie das Installationsprogramm herunter und melden Sie sich im Programm mit Ihrem Konto an.',
  download: 'Installationsprogramm herunterladen',
  notesHeading: 'Versionshinweise',
  versionOf: (version: string, date: string) => `Version ${version} vom ${date}`,
  noNotes: 'Keine Versionshinweise.',
  nightlyHeading: 'Nightly (nur für Administratoren)',
  nightlyDownload: 'Nightly herunterladen',
};
