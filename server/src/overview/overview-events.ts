import { sql, type RawBuilder } from 'kysely';
import { LICENSE } from '@bfsm/api-adapter';

/**
 * What the page counts, each as a query of moments (`at`, timestamptz): one row per event
 * (decision 041). The licence history comes from license_changes (migration 0021).
 */
type Events = RawBuilder<{ at: Date }>;

/** An account created (registered) with a licence type. */
const createdWith = (type: number): Events =>
  sql`SELECT changed_at AS at FROM license_changes WHERE from_type IS NULL AND to_type = ${type}`;

export const events = {
  registrationsTrial: createdWith(LICENSE.trial),
  registrationsConcept: createdWith(LICENSE.concept),
  confirmedAddresses: sql`SELECT email_confirmed_at AS at FROM users WHERE email_confirmed_at IS NOT NULL`,
  /** A trial that ran out: Test-Next became 'Keine' (the trial job, or an admin). */
  trialsEnded: sql`SELECT changed_at AS at FROM license_changes WHERE from_type = ${LICENSE.trial} AND to_type = ${LICENSE.none}`,
  /**
   * A conversion: an account's first change to Classic or Next after it held Test-Next, whether
   * straight from the trial or after it ran out; counted once per account, when it happened. The
   * database marks the row as it is written (migration 0021).
   */
  conversions: sql`SELECT changed_at AS at FROM license_changes WHERE conversion`,
  devicesActivated: sql`SELECT first_seen_at AS at FROM devices`,
  /** A trial that started (at registration or given later), at its start … */
  trialsStarted: sql`SELECT changed_at AS at FROM license_changes WHERE to_type = ${LICENSE.trial}`,
  /** … and the same trials, only those whose account converted afterwards (the week's cohort). */
  trialsConverted: sql`
    SELECT t.changed_at AS at FROM license_changes t
    WHERE t.to_type = ${LICENSE.trial}
      AND EXISTS (SELECT 1 FROM license_changes c WHERE c.user_id = t.user_id AND c.conversion AND c.changed_at >= t.changed_at)`,
  mailsSent: sql`SELECT sent_at AS at FROM outgoing_mails WHERE status = 'sent' AND sent_at IS NOT NULL`,
  mailsFailed: sql`SELECT created_at AS at FROM outgoing_mails WHERE status = 'failed'`,
  /** Wrong passwords and codes of known accounts (the audit timeline) and of unknown addresses. */
  signInFailures: sql`
    SELECT occurred_at AS at FROM audit_events
      WHERE kind = 'sign-in' AND after->>'outcome' IN ('wrong-password', 'wrong-code', 'code-reused')
    UNION ALL
    SELECT occurred_at AS at FROM sign_in_events WHERE kind = 'unknown-address'`,
  signInLocks: sql`SELECT occurred_at AS at FROM sign_in_events WHERE kind IN ('account-locked', 'address-locked')`,
} satisfies Record<string, Events>;

export type EventName = keyof typeof events;
