import type { Invoice } from '@bfsm/api-adapter';

/**
 * An invoice's Stand as the list's status filter means it: storniert (a Stornorechnung, or
 * cancelled by one), bezahlt, überfällig past its due date, otherwise offen.
 */
export function invoiceStatus(invoice: Invoice, today: string): 'open' | 'overdue' | 'paid' | 'cancelled' {
  if (invoice.kind === 'cancellation' || invoice.cancelledBy) return 'cancelled';
  if (invoice.paidOn) return 'paid';
  if (invoice.dueDate && invoice.dueDate < today) return 'overdue';
  return 'open';
}
