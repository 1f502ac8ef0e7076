import { sql, type Kysely } from 'kysely';

/**
 * Orders and e-invoices (decision 058):
 * - `billing_details`: the account's Rechnungsdaten, one row per account (the owner of the
 *   licence or pool), with the billing contact who receives quotes and invoices.
 * - `prices`: the price list, net cents per unit and year for each item; a change is a new row,
 *   so the history stays and the current price is the newest row of an item.
 * - `orders`: a request, a quote and an order are one row in successive states; its lines are
 *   what the admin quoted. `user_id` is kept null when the account goes, the order stays for its
 *   invoices.
 * - `mail_attachments`: files that go with a queued mail.
 * - `invoice_counters` and `invoices`: numbers per year, taken in the transaction that stores the
 *   invoice (the counter row's lock orders parallel issues, a rollback gives the number back), so
 *   no number is skipped or used twice. An invoice is immutable: the database refuses to change
 *   what was issued or to delete it; only the payment date may be set and the account reference
 *   cleared when the account is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE billing_details (
      user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      company text NOT NULL,
      street text NOT NULL,
      postcode text NOT NULL,
      city text NOT NULL,
      country_code char(2) NOT NULL,
      vat_id text,
      leitweg_id text,
      billing_email text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE prices (
      id bigserial PRIMARY KEY,
      item text NOT NULL CHECK (item IN ('classic', 'next', 'insight', 'onSite', 'viewer-insight', 'viewer-onSite')),
      net_cents integer NOT NULL CHECK (net_cents >= 0),
      valid_from timestamptz NOT NULL DEFAULT now(),
      set_by bigint REFERENCES users (id) ON DELETE SET NULL
    )`.execute(db);
  await sql`CREATE INDEX prices_item_valid_from_idx ON prices (item, valid_from DESC, id DESC)`.execute(db);

  await sql`
    CREATE TABLE orders (
      id bigserial PRIMARY KEY,
      user_id bigint REFERENCES users (id) ON DELETE SET NULL,
      state text NOT NULL CHECK (state IN ('requested', 'quoted', 'accepted', 'invoiced', 'paid', 'cancelled')),
      edition text NOT NULL CHECK (edition IN ('classic', 'next', 'insight', 'onSite')),
      devices integer NOT NULL CHECK (devices BETWEEN 1 AND 1000),
      insight_viewers integer NOT NULL DEFAULT 0 CHECK (insight_viewers BETWEEN 0 AND 1000),
      onsite_viewers integer NOT NULL DEFAULT 0 CHECK (onsite_viewers BETWEEN 0 AND 1000),
      message text NOT NULL DEFAULT '',
      lines jsonb,
      discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
      discount_reason text,
      valid_until date,
      purchase_order text,
      term_start date,
      term_end date,
      deliver_before_payment boolean NOT NULL DEFAULT false,
      licence_delivered_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      quoted_at timestamptz,
      accepted_at timestamptz,
      paid_on date,
      cancelled_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX orders_user_id_idx ON orders (user_id)`.execute(db);
  await sql`CREATE INDEX orders_state_idx ON orders (state, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE invoice_counters (
      year integer PRIMARY KEY,
      last_number integer NOT NULL CHECK (last_number > 0)
    )`.execute(db);

  await sql`
    CREATE TABLE invoices (
      id bigserial PRIMARY KEY,
      number text NOT NULL UNIQUE,
      year integer NOT NULL,
      sequence integer NOT NULL,
      kind text NOT NULL CHECK (kind IN ('invoice', 'cancellation')),
      order_id bigint NOT NULL REFERENCES orders (id),
      user_id bigint REFERENCES users (id) ON DELETE SET NULL,
      cancels_invoice_id bigint UNIQUE REFERENCES invoices (id),
      issue_date date NOT NULL,
      due_date date,
      net_cents integer NOT NULL,
      vat_cents integer NOT NULL,
      gross_cents integer NOT NULL,
      buyer_company text NOT NULL,
      billing_email text NOT NULL,
      document jsonb NOT NULL,
      xml text NOT NULL,
      pdf bytea NOT NULL,
      paid_on date,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (year, sequence),
      CHECK ((kind = 'cancellation') = (cancels_invoice_id IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX invoices_user_id_idx ON invoices (user_id)`.execute(db);
  await sql`CREATE INDEX invoices_order_id_idx ON invoices (order_id)`.execute(db);

  // Files that go with a queued mail (an invoice's PDF and XML, a quote's PDF); they go with its body once it is out.
  await sql`
    CREATE TABLE mail_attachments (
      id bigserial PRIMARY KEY,
      mail_id bigint NOT NULL REFERENCES outgoing_mails (id) ON DELETE CASCADE,
      file_name text NOT NULL,
      content_type text NOT NULL,
      content bytea NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX mail_attachments_mail_id_idx ON mail_attachments (mail_id)`.execute(db);

  // What was issued stays as issued (GoBD): the payment date may be set once, and the account
  // reference cleared by the account's deletion; nothing else changes and nothing is deleted.
  await sql`
    CREATE FUNCTION invoices_stay_as_issued() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        RAISE EXCEPTION 'invoice % is issued and cannot be deleted', OLD.number USING ERRCODE = 'restrict_violation';
      END IF;
      IF (to_jsonb(NEW) - 'paid_on' - 'user_id') IS DISTINCT FROM (to_jsonb(OLD) - 'paid_on' - 'user_id')
         OR (OLD.paid_on IS NOT NULL AND NEW.paid_on IS DISTINCT FROM OLD.paid_on)
         OR (NEW.user_id IS NOT NULL AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
        RAISE EXCEPTION 'invoice % is issued and cannot be changed', OLD.number USING ERRCODE = 'restrict_violation';
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER invoices_stay_as_issued BEFORE UPDATE OR DELETE ON invoices
    FOR EACH ROW EXECUTE FUNCTION invoices_stay_as_issued()`.execute(db);
}
