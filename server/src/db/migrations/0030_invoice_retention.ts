import { sql, type Kysely } from 'kysely';

/**
 * The end of an invoice's retention period (decision 065): the trigger of migration 0027 keeps
 * refusing every change but the payment date and the cleared account reference, and refuses a
 * deletion unless the transaction announced it with the transaction-local setting
 * `bfsm.invoice_retention`, which only the job `invoice-retention` sets
 * (orders/invoice-retention.ts); the job's own condition picks the invoices whose period is over.
 * A plain `DELETE`, by the portal or by hand, is refused as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION invoices_stay_as_issued() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        IF current_setting('bfsm.invoice_retention', true) = 'on' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'invoice % is issued and cannot be deleted', OLD.number USING ERRCODE = 'restrict_violation';
      END IF;
      IF (to_jsonb(NEW) - 'paid_on' - 'user_id') IS DISTINCT FROM (to_jsonb(OLD) - 'paid_on' - 'user_id')
         OR (OLD.paid_on IS NOT NULL AND NEW.paid_on IS DISTINCT FROM OLD.paid_on)
         OR (NEW.user_id IS NOT NULL AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
        RAISE EXCEPTION 'invoice % is issued and cannot be changed', OLD.number USING ERRCODE = 'restrict_violation';
      END IF;
      RETURN NEW;
    END $$`.execute(db);
}
