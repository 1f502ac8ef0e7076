/** Why a delivery attempt did not send a mail: retried later, given up after the last attempt, or withheld (e-mail disabled for the account). */
export type MailFailure = 'retry' | 'given-up' | 'withheld';

/** What the mailer tells the metrics (metrics/portal-metrics.ts). */
export interface MailMetrics {
  queued(): void;
  sent(): void;
  failed(outcome: MailFailure): void;
}

/** For a mailer whose numbers nobody reads (command-line tools, unit tests). */
export const uncountedMail: MailMetrics = { queued: () => undefined, sent: () => undefined, failed: () => undefined };
