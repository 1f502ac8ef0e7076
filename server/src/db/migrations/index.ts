import type { Migration } from 'kysely/migration';
import * as users from './0001_users.js';
import * as pools from './0002_pools.js';
import * as devices from './0003_devices.js';
import * as featuresAndReferences from './0004_features_and_references.js';
import * as mail from './0005_mail.js';
import * as auth from './0006_auth.js';
import * as settingsAndTerms from './0007_settings_and_terms.js';
import * as captcha from './0008_captcha.js';
import * as userListIndexes from './0009_user_list_indexes.js';
import * as anonymousSessionStarts from './0010_anonymous_session_starts.js';
import * as finishedMailsWithoutBody from './0011_finished_mails_without_body.js';
import * as unguessableCodesAndAttemptCounters from './0012_unguessable_codes_and_attempt_counters.js';
import * as poolInvariantsAndCodeGuesses from './0013_pool_invariants_and_code_guesses.js';
import * as referenceUploads from './0015_reference_uploads.js';
import * as desktopLicensing from './0016_desktop_licensing.js';
import * as secondFactorAndAudit from './0017_second_factor_and_audit.js';
import * as sessionCacheAndUserListIndexes from './0018_session_cache_and_user_list_indexes.js';
import * as userSearchText from './0019_user_search_text.js';
import * as registrationsBoundToTheirCodes from './0020_registrations_bound_to_their_codes.js';
import * as overviewHistory from './0021_overview_history.js';
import * as releases from './0022_releases.js';
import * as passkeys from './0023_passkeys.js';
import * as accountAlerts from './0024_account_alerts.js';
import * as deviceKeysAndReplacements from './0025_device_keys_and_replacements.js';
import * as freshProofAndIntruderRemoval from './0026_fresh_proof_and_intruder_removal.js';
import * as ordersAndInvoices from './0027_orders_and_invoices.js';
import * as paymentReminders from './0028_payment_reminders.js';
import * as renewals from './0029_renewals.js';
import * as invoiceRetention from './0030_invoice_retention.js';

/**
 * Every migration, in order. Listed statically instead of scanning a folder, so that the compiled
 * server and Jest see the same list. Append new files here; never edit one that has shipped.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_users': users,
  '0002_pools': pools,
  '0003_devices': devices,
  '0004_features_and_references': featuresAndReferences,
  '0005_mail': mail,
  '0006_auth': auth,
  '0007_settings_and_terms': settingsAndTerms,
  '0008_captcha': captcha,
  '0009_user_list_indexes': userListIndexes,
  '0010_anonymous_session_starts': anonymousSessionStarts,
  '0011_finished_mails_without_body': finishedMailsWithoutBody,
  '0012_unguessable_codes_and_attempt_counters': unguessableCodesAndAttemptCounters,
  '0013_pool_invariants_and_code_guesses': poolInvariantsAndCodeGuesses,
  '0015_reference_uploads': referenceUploads,
  '0016_desktop_licensing': desktopLicensing,
  '0017_second_factor_and_audit': secondFactorAndAudit,
  '0018_session_cache_and_user_list_indexes': sessionCacheAndUserListIndexes,
  '0019_user_search_text': userSearchText,
  '0020_registrations_bound_to_their_codes': registrationsBoundToTheirCodes,
  '0021_overview_history': overviewHistory,
  '0022_releases': releases,
  '0023_passkeys': passkeys,
  '0024_account_alerts': accountAlerts,
  '0025_device_keys_and_replacements': deviceKeysAndReplacements,
  '0026_fresh_proof_and_intruder_removal': freshProofAndIntruderRemoval,
  '0027_orders_and_invoices': ordersAndInvoices,
  '0028_payment_reminders': paymentReminders,
  '0029_renewals': renewals,
  '0030_invoice_retention': invoiceRetention,
};
