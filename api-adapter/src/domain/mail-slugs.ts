/** The e-mail templates the admin can preview under /admin/email-debug-output?q=slug. */
export const mailSlugs = [
  'welcome',
  'register',
  'almost-over',
  'forgotten',
  'help-install',
  'test-over',
  'invite',
  'license-removed',
  'account-alert',
  'new-device',
  'quote',
  'invoice',
  'payment-reminder',
  'renewal-quote',
  'renewal-reminder',
  'licence-ended',
] as const;
export type MailSlug = (typeof mailSlugs)[number];

export const defaultMailSlug: MailSlug = 'welcome';
