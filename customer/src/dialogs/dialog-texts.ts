/** German texts of the confirmation dialog, which only lazily loaded account screens open. */
export const dialogTexts = {
  cancel: 'Abbrechen',
} as const;
