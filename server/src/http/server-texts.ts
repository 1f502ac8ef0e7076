/**
 * German answers only the server gives, outside any call's own errors: the apps show the
 * message the answer carries, so these stay out of the shared catalogue and out of the
 * customer app's first screen (its JavaScript budget).
 */
export const serverTexts = {
  serviceUnavailable: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.',
  methodNotAllowed: 'Diese Adresse nimmt diese Anfrageart nicht an.',
  /** Two parts of one request that must name the same object (a form field and the address) do not. */
  requestMismatch: 'Die Angaben der Anfrage passen nicht zusammen.',
} as const;
