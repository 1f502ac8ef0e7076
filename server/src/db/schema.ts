import type { AnonymousSessionStartsTable, AttemptCountersTable, OneTimeCodesTable, SessionsTable } from './schema/auth.js';
import type { DeviceReplacementsTable, DevicesTable, IssuedLicensesTable, TrialMailsTable } from './schema/devices.js';
import type { FeaturesTable, UserFeaturesTable } from './schema/features.js';
import type { AccountRequestsTable, MailAttachmentsTable, NotificationsSentTable, OutgoingMailsTable } from './schema/mail.js';
import type { InvitationCodeGuessesTable, InvitationsTable, LicensesTable, PoolMembersTable, PoolsTable } from './schema/pools.js';
import type { ShowcaseReferencesTable } from './schema/references.js';
import type { ReleasesTable } from './schema/releases.js';
import type { SettingsTable, TermsAcceptancesTable, TermsVersionsTable } from './schema/settings.js';
import type { UsersTable } from './schema/users.js';
import type { CaptchaSpentTable } from './schema/captcha.js';
import type { AccountAlertsTable, KnownBrowsersTable } from './schema/account-alerts.js';
import type { AuditEventsTable, RecoveryCodesTable, SecondFactorsTable } from './schema/audit.js';
import type { PasskeyChallengesTable, PasskeysTable } from './schema/passkeys.js';
import type {
  BillingDetailsTable,
  InvoiceCountersTable,
  InvoicesTable,
  OrdersTable,
  PaymentRemindersTable,
  PricesTable,
  RenewalMailsTable,
} from './schema/orders.js';
import type { DeviceWeekCountsTable, DeviceWeeksTable, LicenseChangesTable, SignInEventsTable } from './schema/overview.js';

/** The whole data model (decision 008) as Kysely sees it; migrations/ creates the same tables. */
export interface Database {
  users: UsersTable;
  pools: PoolsTable;
  licenses: LicensesTable;
  pool_members: PoolMembersTable;
  invitations: InvitationsTable;
  invitation_code_guesses: InvitationCodeGuessesTable;
  devices: DevicesTable;
  device_replacements: DeviceReplacementsTable;
  issued_licenses: IssuedLicensesTable;
  trial_mails: TrialMailsTable;
  features: FeaturesTable;
  user_features: UserFeaturesTable;
  showcase_references: ShowcaseReferencesTable;
  notifications_sent: NotificationsSentTable;
  outgoing_mails: OutgoingMailsTable;
  account_requests: AccountRequestsTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  anonymous_session_starts: AnonymousSessionStartsTable;
  attempt_counters: AttemptCountersTable;
  settings: SettingsTable;
  terms_versions: TermsVersionsTable;
  terms_acceptances: TermsAcceptancesTable;
  captcha_spent: CaptchaSpentTable;
  second_factors: SecondFactorsTable;
  recovery_codes: RecoveryCodesTable;
  audit_events: AuditEventsTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  known_browsers: KnownBrowsersTable;
  account_alerts: AccountAlertsTable;
  releases: ReleasesTable;
  license_changes: LicenseChangesTable;
  sign_in_events: SignInEventsTable;
  device_weeks: DeviceWeeksTable;
  device_week_counts: DeviceWeekCountsTable;
  billing_details: BillingDetailsTable;
  prices: PricesTable;
  orders: OrdersTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  payment_reminders: PaymentRemindersTable;
  renewal_mails: RenewalMailsTable;
  mail_attachments: MailAttachmentsTable;
}

export type * from './schema/account-alerts.js';
export type * from './schema/audit.js';
export type * from './schema/auth.js';
export type * from './schema/columns.js';
export type * from './schema/devices.js';
export type * from './schema/features.js';
export type * from './schema/mail.js';
export type * from './schema/orders.js';
export type * from './schema/pools.js';
export type * from './schema/references.js';
export type * from './schema/releases.js';
export type * from './schema/settings.js';
export type * from './schema/users.js';
export type * from './schema/captcha.js';
export type * from './schema/overview.js';
