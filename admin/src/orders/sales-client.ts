import { createApiClient } from '@bfsm/api-adapter';

/** The client of the sales screens' own calls (quote, invoice, payment, prices); loaded with them. */
export const salesClient = createApiClient();

/** A failed call's German message for a notification (the server words its refusals in German). */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Die Aktion ist fehlgeschlagen. Bitte versuchen Sie es erneut.';
}
