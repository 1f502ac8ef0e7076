import type { Kysely, Selectable } from 'kysely';
import { isLeitwegId, isVatIdOf, normalizedLeitwegId, normalizedVatId } from '@bfsm/api-adapter';
import type { BillingDetailsTable, Database } from '../db/schema.js';
import { auditSubject, changedFacts, recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';
import { DomainError } from '../errors/domain-error.js';
import type { Buyer } from '../invoices/invoice-document.js';

export type BillingDetailsRow = Selectable<BillingDetailsTable>;

/** The Rechnungsdaten as a form gives them; the VAT ID and Leitweg-ID are normalized and checked here. */
export interface BillingDetailsValues {
  company: string;
  street: string;
  postcode: string;
  city: string;
  countryCode: string;
  vatId?: string;
  leitwegId?: string;
  billingEmail: string;
}

export async function readBillingDetails(db: Kysely<Database>, userId: number): Promise<BillingDetailsRow | undefined> {
  return db.selectFrom('billing_details').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Saves the account's Rechnungsdaten, refusing a VAT ID of another format or a Leitweg-ID whose check digits do not fit; recorded in the audit timeline. */
export async function saveBillingDetails(
  db: Kysely<Database>,
  actor: AuditActor,
  userId: number,
  values: BillingDetailsValues,
): Promise<BillingDetailsRow> {
  const vatId = values.vatId ? normalizedVatId(values.vatId) : null;
  if (vatId !== null && !isVatIdOf(vatId, values.countryCode)) throw new DomainError('vatIdFormat');
  const leitwegId = values.leitwegId ? normalizedLeitwegId(values.leitwegId) : null;
  if (leitwegId !== null && !isLeitwegId(leitwegId)) throw new DomainError('leitwegIdInvalid');
  const row = {
    company: values.company,
    street: values.street,
    postcode: values.postcode,
    city: values.city,
    country_code: values.countryCode,
    vat_id: vatId,
    leitweg_id: leitwegId,
    billing_email: values.billingEmail,
  };
  return db.transaction().execute(async (trx) => {
    // An admin may name any account: one that does not exist is not found, not a failed insert.
    if (!(await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst())) throw new DomainError('notFound');
    const before = await trx.selectFrom('billing_details').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
    const saved = await trx
      .insertInto('billing_details')
      .values({ user_id: userId, ...row })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...row, updated_at: new Date() }))
      .returningAll()
      .executeTakeFirstOrThrow();
    const [changedBefore, changedAfter] = changedFacts(factsOf(before), factsOf(saved));
    if (Object.keys(changedAfter).length > 0) {
      await recordAuditEvent(trx, actor, {
        kind: 'billing-details-changed',
        subject: await auditSubject(trx, userId),
        before: before ? changedBefore : null,
        after: changedAfter,
      });
    }
    return saved;
  });
}

function factsOf(row: BillingDetailsRow | undefined): Record<string, string | null> {
  if (!row) return {};
  const { user_id: _user, updated_at: _updated, ...facts } = row;
  return facts;
}

/** The buyer of an invoice, as the Rechnungsdaten say at the moment it is issued. */
export function buyerOf(row: BillingDetailsRow): Buyer {
  return {
    company: row.company,
    address: { street: row.street, postcode: row.postcode, city: row.city, countryCode: row.country_code },
    ...(row.vat_id ? { vatId: row.vat_id } : {}),
    ...(row.leitweg_id ? { leitwegId: row.leitweg_id } : {}),
    billingEmail: row.billing_email,
  };
}
