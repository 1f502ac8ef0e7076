import { texts } from '@bfsm/api-adapter';

/** German answers of the release calls that the shared texts of api-adapter do not have. */
export const releaseTexts = {
  /** Why an installer is refused (decision 050): the contract's texts, and the link the server finds on its disk. */
  installerInvalid: {
    address: texts.validation.installerAddress,
    place: texts.validation.installerPlace,
    type: texts.validation.installerType,
    link: 'Diese Datei ist ein Verweis, der aus dem Ordner „installers“ hinausführt oder auf kein Installationsprogramm zeigt; das Portal liefert sie nicht aus. Bitte legen Sie die Installationsdatei selbst in den Ordner.',
  },
  /** The Nightly page's one click found no version to record. */
  nightlyUnreadable: 'Die Version der Nightly konnte nicht gelesen werden; es wurde nichts erfasst.',
  /** The Nightly's manifest names a version that is not four numbers of 0 to 65535. */
  nightlyVersionInvalid: (version: string) =>
    `Die Nightly trägt die Version „${version}“, die keine gültige Versionsnummer ist (vier Zahlen bis 65535, z. B. 4.2.1.0); es wurde nichts erfasst.`,
} as const;
