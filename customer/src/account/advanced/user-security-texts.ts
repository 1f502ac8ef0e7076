/** The sign-in block on the Erweitert tab; loaded with that tab only. */
export const userSecurityTexts = {
  heading: 'Anmeldung',
  locked: (until: string) => `Durch zu viele Fehlversuche gesperrt bis ${until}.`,
  notLocked: 'Nicht gesperrt.',
  unlock: 'Sperre aufheben',
  unlocked: 'Die Sperre ist aufgehoben.',
  secondFactorOn: 'Zwei-Faktor-Anmeldung ist eingerichtet.',
  secondFactorOff: 'Zwei-Faktor-Anmeldung ist nicht eingerichtet.',
  reset: 'Zweiten Faktor zurücksetzen',
  resetDone: 'Der zweite Faktor ist zurückgesetzt.',
} as const;
