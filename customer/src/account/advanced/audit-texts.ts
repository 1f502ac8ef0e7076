/** The timeline on the Erweitert tab; loaded with that tab only. */
export const auditTexts = {
  heading: 'Protokoll',
  empty: 'Noch keine Einträge.',
  when: 'Zeitpunkt',
  what: 'Aktion',
  who: 'Von',
  address: 'Adresse',
  change: 'Änderung',
  nobody: '–',
  previous: 'Neuere',
  next: 'Ältere',
  page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
} as const;
