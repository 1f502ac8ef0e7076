import type { MailSlug } from '@bfsm/api-adapter';
import { accountAlertMail, type AccountAlertMailData } from './account-alert.js';
import { almostOverMail, type AlmostOverMailData } from './almost-over.js';
import { forgottenMail, type ForgottenMailData } from './forgotten.js';
import { helpInstallMail, type HelpInstallMailData } from './help-install.js';
import { inviteMail, type InviteMailData } from './invite.js';
import { licenseRemovedMail, type LicenseRemovedMailData } from './license-removed.js';
import { newDeviceMail, type NewDeviceMailData } from './new-device.js';
import { quoteMail, type QuoteMailData } from './quote.js';
import { invoiceMail, type InvoiceMailData } from './invoice.js';
import { paymentReminderMail, type PaymentReminderMailData } from './payment-reminder.js';
import { renewalQuoteMail, type RenewalQuoteMailData } from './renewal-quote.js';
import { renewalReminderMail, type RenewalReminderMailData } from './renewal-reminder.js';
import { licenceEndedMail, type LicenceEndedMailData } from './licence-ended.js';
import type { MailTemplate } from './mail-template.js';
import { registerMail, type RegisterMailData } from './register.js';
import { testOverMail, type TestOverMailData } from './test-over.js';
import { welcomeMail, type WelcomeMailData } from './welcome.js';

/** The data each slug's template needs; the slugs themselves are the shared list in api-adapter. */
export interface MailDataBySlug {
  welcome: WelcomeMailData;
  register: RegisterMailData;
  'almost-over': AlmostOverMailData;
  forgotten: ForgottenMailData;
  'help-install': HelpInstallMailData;
  'test-over': TestOverMailData;
  invite: InviteMailData;
  'license-removed': LicenseRemovedMailData;
  'account-alert': AccountAlertMailData;
  'new-device': NewDeviceMailData;
  quote: QuoteMailData;
  invoice: InvoiceMailData;
  'payment-reminder': PaymentReminderMailData;
  'renewal-quote': RenewalQuoteMailData;
  'renewal-reminder': RenewalReminderMailData;
  'licence-ended': LicenceEndedMailData;
}

export const mailTemplates = {
  welcome: welcomeMail,
  register: registerMail,
  'almost-over': almostOverMail,
  forgotten: forgottenMail,
  'help-install': helpInstallMail,
  'test-over': testOverMail,
  invite: inviteMail,
  'license-removed': licenseRemovedMail,
  'account-alert': accountAlertMail,
  'new-device': newDeviceMail,
  quote: quoteMail,
  invoice: invoiceMail,
  'payment-reminder': paymentReminderMail,
  'renewal-quote': renewalQuoteMail,
  'renewal-reminder': renewalReminderMail,
  'licence-ended': licenceEndedMail,
} satisfies { [Slug in MailSlug]: MailTemplate<MailDataBySlug[Slug]> };

export type {
  AccountAlertMailData,
  AlmostOverMailData,
  ForgottenMailData,
  HelpInstallMailData,
  InviteMailData,
  LicenseRemovedMailData,
  NewDeviceMailData,
  RegisterMailData,
  TestOverMailData,
  WelcomeMailData,
};
