import type { DomainErrorAnswers } from '../errors/domain-error-answer.js';
import { desktopTexts } from './desktop-texts.js';

/** The desktop app's refusals. The composition merges every folder's answers into one map that must answer every reason. */
export const desktopAnswers = {
  desktopCodeRequired: { code: 'second-factor-required', message: desktopTexts.codeRequired },
  desktopPasskeyOnly: { code: 'second-factor-required', message: desktopTexts.passkeyOnly },
  desktopEmailNotConfirmed: { code: 'email-not-confirmed', message: desktopTexts.emailNotConfirmed },
  trainingAccount: { code: 'limited-user', message: desktopTexts.limitedUser },
  noLicense: { code: 'no-license', message: (details) => desktopTexts.noLicense(details.product) },
  licenseExpired: { code: 'no-license', message: (details) => desktopTexts.expired(details.expiration) },
  deviceLimit: { code: 'device-limit', message: (details) => desktopTexts.deviceLimit(details.maximum, details.devices) },
  deactivationRequested: { code: 'deactivation-requested', message: desktopTexts.deactivationRequested },
  wrongDevice: { code: 'wrong-device', message: desktopTexts.wrongDevice },
  requestRefused: { code: 'request-refused', message: (details) => desktopTexts.requestRefused[details.why], field: 'request' },
  proofRefused: { code: 'proof-refused', message: (details) => desktopTexts.proofRefused[details.why], field: 'proof' },
  replacementLimit: { code: 'replacement-limit', message: (details) => desktopTexts.replacementLimit(details.perYear) },
} satisfies Partial<DomainErrorAnswers>;
