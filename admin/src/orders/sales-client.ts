import { createApiClient } from '@bfsm/api-adapter';
import { earlyRequests } from '../shell/early-requests';

/**
 * The client of the sales screens' own calls (quote, invoice, payment, prices); loaded with them.
 * It takes the answers main.ts started early ('Summen je Monat', 'Preise'; screens.ts).
 */
export const salesClient = createApiClient({ fetch: earlyRequests.fetch });

/** A failed call's German message for a notification (the server words its refusals in German). */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Die Aktion ist fehlgeschlagen. Bitte versuchen Sie es erneut.';
}
