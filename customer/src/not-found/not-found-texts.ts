/** German texts of the page for an address the app does not know; it loads lazily, so they live beside it. */
export const notFoundTexts = {
  title: 'Seite nicht gefunden',
  text: 'Die angeforderte Seite gibt es nicht oder nicht mehr.',
} as const;
