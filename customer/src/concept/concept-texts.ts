import { publicPages } from '@bfsm/api-adapter';

/**
 * German texts of the Concept page.
 * They live beside the screens that show them, not in the shell's catalogue (texts.ts), so that
 * only the lazily loaded screens carry them and the start of the app stays within its size budget.
 */
export const conceptTexts = {
  title: publicPages.concept.title,
  intro:
    'Mit Concept entwerfen Sie Brandfallsteuermatrizen kostenlos und ohne Testzeitraum. Concept eignet sich für Entwürfe und kleinere Projekte und macht Sie mit der Bedienung vertraut.',
  noCard: 'Sie brauchen keine Kreditkarte; Ihre Projektdaten bleiben auf Ihrem Rechner.',
  upgrade: 'Wenn Ihre Projekte wachsen, wechseln Sie jederzeit auf die Edition Next mit allen Modulen.',
  register: publicPages.registerConcept.title,
} as const;
