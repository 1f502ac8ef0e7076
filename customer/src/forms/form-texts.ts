/** German texts that every form shows; forms belong to lazily loaded screens, so these live beside them. */
export const formTexts = {
  requiredHint: 'Mit * markierte Felder sind Pflichtfelder.',
  sending: 'Wird gesendet …',
} as const;
