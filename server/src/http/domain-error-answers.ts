import { errorStatus, texts, type ApiErrorBody, type ErrorCode } from '@bfsm/api-adapter';
import type { DomainError, DomainErrorDetails, DomainErrorReason } from '../errors/domain-error.js';
import { poolTexts } from '../pools/pool-texts.js';
import { serverTexts } from './server-texts.js';
import { accountTexts } from '../account/account-texts.js';
import { passwordProblemTexts } from '../auth/password-texts.js';
import { registrationTexts } from '../registration/registration-texts.js';
import { desktopTexts } from '../desktop/desktop-texts.js';
import { invitationTexts } from '../invitations/invitation-texts.js';
import { telemetryTexts } from '../telemetry/telemetry-texts.js';
import { secondFactorTexts } from '../second-factor/second-factor-texts.js';
import { passkeyTexts } from '../passkeys/passkey-texts.js';
import { userTexts } from '../users/user-texts.js';
import { referenceTexts } from '../references/reference-texts.js';
import { featureTexts } from '../features/feature-texts.js';
import { installerTexts } from '../installer/installer-texts.js';
import { releaseTexts } from '../releases/release-texts.js';

/** How one reason is answered: the contract's error code (which fixes the status), the German text and the form field. */
interface Answer<D> {
  code: ErrorCode;
  message: string | ((details: D) => string);
  field?: string | ((details: D) => string);
}

type Answers = { readonly [R in DomainErrorReason]: Answer<DomainErrorDetails[R]> };

/** The one place that words the domain's refusals; the compiler insists on an answer for every reason. */
const answers: Answers = {
  notFound: { code: 'not-found', message: texts.errors.notFound },
  forbidden: { code: 'forbidden', message: texts.errors.forbidden },
  unauthorized: { code: 'unauthorized', message: texts.errors.unauthorized },
  tooManyAttempts: { code: 'too-many-attempts', message: texts.errors.tooManyAttempts },
  requestMismatch: { code: 'invalid-input', message: serverTexts.requestMismatch, field: (details) => details.field },

  // Pools.
  invitationClosed: { code: 'invitation-closed', message: poolTexts.invitationClosed },
  noFreeLicense: { code: 'no-free-license', message: poolTexts.noFreeLicense },
  tooManyInvitationMails: { code: 'too-many-attempts', message: poolTexts.tooManyInvitationMails },
  selfInvitation: { code: 'invalid-input', message: poolTexts.selfInvitation, field: 'email' },
  alreadyMember: { code: 'already-member', message: poolTexts.alreadyMember, field: 'email' },
  alreadyInvited: { code: 'already-invited', message: poolTexts.alreadyInvited, field: 'email' },
  viewerTypesOnly: { code: 'invalid-input', message: poolTexts.viewerTypesOnly, field: 'licensetype' },
  notPoolPerson: { code: 'invalid-input', message: poolTexts.notPoolPerson, field: 'userid' },

  // Auth, registration, account, second factor.
  loginRequired: { code: 'invalid-input', message: texts.forms.loginRequired },
  invalidCredentials: { code: 'invalid-credentials', message: texts.errors.invalidCredentials },
  emailNotConfirmed: { code: 'email-not-confirmed', message: registrationTexts.emailNotConfirmed },
  termsConsentMissing: { code: 'terms-consent', message: texts.errors.termsConsent },
  captchaInvalid: { code: 'invalid-input', message: registrationTexts.captchaInvalid, field: 'captcha' },
  phoneRequired: { code: 'invalid-input', message: registrationTexts.phoneRequired, field: 'phone_number' },
  weakPassword: { code: 'invalid-input', message: (details) => passwordProblemTexts[details.problem], field: (details) => details.field },
  passwordPairRefused: { code: 'invalid-input', message: (details) => details.message, field: (details) => details.field },
  limitedUser: { code: 'limited-user', message: texts.password.limitedUser },
  linkInvalid: { code: 'code-invalid', message: registrationTexts.linkInvalid },
  linkExpired: { code: 'code-expired', message: registrationTexts.linkExpired },
  linkUsed: { code: 'code-used', message: registrationTexts.linkUsed },
  oldPasswordMissing: { code: 'invalid-input', message: texts.validation.required, field: 'oldPassword' },
  oldPasswordWrong: { code: 'invalid-credentials', message: accountTexts.oldPasswordWrong, field: 'oldPassword' },
  signInAgain: { code: 'invalid-credentials', message: secondFactorTexts.signInAgain },
  loginCodeWrong: { code: 'invalid-credentials', message: secondFactorTexts.codeWrong },
  secondFactorCodeWrong: { code: 'invalid-input', message: secondFactorTexts.codeWrong, field: 'code' },
  passwordOrCodeWrong: { code: 'invalid-input', message: secondFactorTexts.passwordOrCodeWrong, field: (details) => details.field },
  identityCodeMissing: { code: 'invalid-input', message: secondFactorTexts.identityCodeMissing, field: 'code' },
  identityNeedsPasskey: { code: 'invalid-input', message: secondFactorTexts.identityNeedsPasskey },
  secondFactorNotEnabled: { code: 'invalid-input', message: secondFactorTexts.notEnabled },
  secondFactorAlreadyEnabled: { code: 'invalid-input', message: secondFactorTexts.alreadyEnabled },
  secondFactorNoSetup: { code: 'invalid-input', message: secondFactorTexts.noSetup },
  passkeyRefused: { code: 'invalid-credentials', message: passkeyTexts.refused },
  passkeyUnverified: { code: 'invalid-credentials', message: passkeyTexts.unverified },
  passkeyExists: { code: 'invalid-input', message: passkeyTexts.exists },
  lastWayToSignIn: { code: 'invalid-input', message: passkeyTexts.lastWayToSignIn },

  // Users, licences, features, references, installer.
  ownAccountDeletion: { code: 'forbidden', message: userTexts.ownAccountDeletion },
  ownAdminRights: { code: 'forbidden', message: userTexts.ownAdminRights },
  adminCreatePasswordTooShort: { code: 'invalid-input', message: texts.password.newTooShort, field: 'plainPassword.first' },
  adminCreatePasswordMismatch: { code: 'invalid-input', message: texts.password.mismatch, field: 'plainPassword.second' },
  userAddressTaken: { code: 'account-exists', message: texts.admin.accountExists, field: 'email' },
  referenceNotAnImage: { code: 'invalid-input', message: referenceTexts.notAnImage, field: (details) => details.field },
  referenceImageBroken: { code: 'invalid-input', message: referenceTexts.brokenImage, field: (details) => details.field },
  referenceImageTooLarge: {
    code: 'payload-too-large',
    message: (details) => referenceTexts.tooManyPixels(details.maxPixels),
    field: (details) => details.field,
  },
  unknownFeature: { code: 'not-found', message: featureTexts.unknownFeature },
  featureNameTaken: { code: 'feature-exists', message: texts.admin.featureExists, field: 'name' },
  installerMissing: { code: 'not-found', message: installerTexts.missing },
  releaseExists: { code: 'release-exists', message: texts.admin.releaseExists, field: 'version' },
  releaseInstallerInvalid: {
    code: 'invalid-input',
    message: (details) => releaseTexts.installerInvalid[details.problem],
    field: 'installer',
  },
  nightlyUnreadable: { code: 'not-found', message: releaseTexts.nightlyUnreadable },
  nightlyVersionInvalid: { code: 'invalid-input', message: (details) => releaseTexts.nightlyVersionInvalid(details.version) },

  // Desktop, devices, invitations, telemetry.
  desktopCodeRequired: { code: 'second-factor-required', message: desktopTexts.codeRequired },
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
  invitationLinkInvalid: { code: 'code-invalid', message: texts.invitation.invalid },
  invitationLinkUsed: { code: 'code-used', message: texts.invitation.invalid },
  invitationLinkExpired: { code: 'code-expired', message: texts.invitation.invalid },
  invitationLicenseTaken: { code: 'no-free-license', message: invitationTexts.noFreeLicense },
  inviteeHasLicense: { code: 'has-license', message: texts.invitation.hasLicense },
  inviteeAccountExists: { code: 'account-exists', message: texts.invitation.needsLogin },
  wrongInvitee: { code: 'wrong-user', message: texts.invitation.wrongUser },
  inviteePasswordTooShort: { code: 'invalid-input', message: texts.password.tooShort, field: 'newPassword1' },
  inviteePasswordsDiffer: { code: 'invalid-input', message: texts.password.mismatch, field: 'newPassword2' },
  malformedErrorReport: { code: 'invalid-input', message: telemetryTexts.malformedReport },
  foreignErrorReport: { code: 'forbidden', message: telemetryTexts.foreignProject },
};

/** The status and body that answer a domain error. */
export function answerToDomainError(error: DomainError): { status: number; body: ApiErrorBody } {
  const answer = answers[error.reason] as Answer<unknown>;
  const word = <T>(part: string | ((details: T) => string), details: T) => (typeof part === 'function' ? part(details) : part);
  const body: ApiErrorBody = { error: answer.code, message: word(answer.message, error.details) };
  if (answer.field) body.target = word(answer.field, error.details);
  return { status: errorStatus[answer.code], body };
}
