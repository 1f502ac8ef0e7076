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
  /** A device call with the token of a device replaced in the portal (decision 045), answered by the access check. */
  deviceReplaced:
    'Dieses Gerät wurde im Portal ersetzt und erhält keine Lizenz mehr. Dieser Aufruf wird dem Kontoinhaber im Portal angezeigt. Um es wieder zu nutzen, aktivieren Sie es neu.',
} as const;
