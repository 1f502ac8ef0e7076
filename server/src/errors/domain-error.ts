import type { releaseCalls } from '@bfsm/api-adapter';
import type { PasswordProblem } from '../auth/password-policy.js';

type InstallerPathProblem = releaseCalls.InstallerPathProblem;

/**
 * Every reason a service may refuse, with the details its answer needs. Services name what went
 * wrong in the domain's words; how HTTP answers it (status, German text, form field) is decided in
 * each feature's `*-answers.ts`, merged in `composition/domain-error-answers.ts`, which must answer every reason listed here.
 * Grouped by domain, so each domain's reasons sit together.
 */
export interface DomainErrorDetails {
  // Any domain.
  notFound: undefined;
  forbidden: undefined;
  unauthorized: undefined;
  tooManyAttempts: undefined;
  /** Two parts of one request that must name the same object do not (a form field and the address). */
  requestMismatch: { field: string };

  // Pools.
  invitationClosed: undefined;
  noFreeLicense: undefined;
  tooManyInvitationMails: undefined;
  selfInvitation: undefined;
  alreadyMember: undefined;
  alreadyInvited: undefined;
  viewerTypesOnly: undefined;
  notPoolPerson: undefined;

  // Auth, registration, account, second factor.
  /** The sign-in form came without an address or without a password. */
  loginRequired: undefined;
  /** A wrong password, or an address without an account: the same answer for both. */
  invalidCredentials: undefined;
  emailNotConfirmed: undefined;
  /** The current privacy policy and terms are not accepted yet. */
  termsConsentMissing: undefined;
  captchaInvalid: undefined;
  phoneRequired: undefined;
  /** A new password the policy refuses (password-policy.ts), on the form's password field. */
  weakPassword: { problem: PasswordProblem; field: string };
  /** A password pair the shared rule refuses, worded by that rule for the form it was sent from. */
  passwordPairRefused: { message: string; field: string };
  /** A training account, whose fixed password cannot be changed. */
  limitedUser: undefined;
  linkInvalid: undefined;
  linkExpired: undefined;
  linkUsed: undefined;
  oldPasswordMissing: undefined;
  oldPasswordWrong: undefined;
  /** The sign-in's code step came too late or without a password step before it. */
  signInAgain: undefined;
  /** A wrong code at the sign-in's code step. */
  loginCodeWrong: undefined;
  /** A wrong code in the account's second-factor form. */
  secondFactorCodeWrong: undefined;
  /** 'Identität bestätigen' with a wrong password or a wrong code. */
  passwordOrCodeWrong: { field: 'password' | 'code' };
  /** 'Identität bestätigen' of an account with an authenticator app, without its code. */
  identityCodeMissing: undefined;
  /** 'Identität bestätigen' by password of an account whose only second factor is a passkey. */
  identityNeedsPasskey: undefined;
  secondFactorNotEnabled: undefined;
  secondFactorAlreadyEnabled: undefined;
  /** Confirming a second factor whose setup was not started, or was confirmed meanwhile. */
  secondFactorNoSetup: undefined;

  // Passkeys (decision 043).
  /** The authenticator's answer does not fit the challenge of this session: none, spent, another site's, a wrong signature. */
  passkeyRefused: undefined;
  /** A sign-in with a passkey that no account holds (removed, or of another site). */
  /** The authenticator did not verify its user (PIN, fingerprint): the passkey would be one factor only. */
  passkeyUnverified: undefined;
  /** That passkey is already stored (in this or another account). */
  passkeyExists: undefined;
  /** Removing the passkey would leave the account without any way to sign in. */
  lastWayToSignIn: undefined;

  // Users, licences, features, references, installer.
  /** An admin tried to delete his own account. */
  ownAccountDeletion: undefined;
  /** An admin tried to take his own admin rights. */
  ownAdminRights: undefined;
  /** An admin creating a user: the password is shorter than the rules allow. */
  adminCreatePasswordTooShort: undefined;
  /** An admin creating a user: the two password entries differ. */
  adminCreatePasswordMismatch: undefined;
  /** An admin creating a user: the address already has an account. */
  userAddressTaken: undefined;
  /** A reference's uploaded file is no image of the formats the server reads; `field` is the file's form field. */
  referenceNotAnImage: { field: string };
  /** A reference's uploaded image is damaged or cut off. */
  referenceImageBroken: { field: string };
  /** A reference's uploaded image has more pixels than the server decodes (`maxPixels`). */
  referenceImageTooLarge: { field: string; maxPixels: number };
  /** The feature catalogue has no feature of that name. */
  unknownFeature: undefined;
  /** A feature of that name is already in the catalogue. */
  featureNameTaken: undefined;
  /** The customers' installer is not configured (INSTALLER_URL), or its file is missing. */
  installerMissing: undefined;
  /** The version is already recorded in that channel. */
  releaseExists: undefined;
  /**
   * A release's installer is neither an http(s) address nor an installer file in DATA_DIR/installers/
   * (decision 050): a broken address, a path elsewhere, no installer's name, or a link that leads out.
   */
  releaseInstallerInvalid: { problem: InstallerPathProblem | 'link' };
  /** The Nightly page's one click: no manifest address, or no version could be read from it. */
  nightlyUnreadable: undefined;
  /** The Nightly page's one click: the manifest's version is not four numbers of 0 to 65535. */
  nightlyVersionInvalid: { version: string };

  // Orders and invoices (decision 058).
  /** A VAT ID that does not have the format of the billing address's country. */
  vatIdFormat: undefined;
  /** A Leitweg-ID whose format or check digits are wrong. */
  leitwegIdInvalid: undefined;
  /** Quotes and invoices need the buyer's Rechnungsdaten. */
  billingDetailsMissing: undefined;
  /** The quote's last valid day has passed. */
  quoteExpired: undefined;
  /** An order recorded for an account that does not exist. */
  orderAccountUnknown: undefined;
  /** The order is not in a state for this step (a second acceptance, a cancelled order). */
  orderState: { state: string };
  /** The seller's configuration is incomplete: the SELLER_ variables that are missing. */
  invoicingUnavailable: { missing: string[] };
  /** The price list has no price for an item the quote needs. */
  priceMissing: { item: string };
  invoiceAlreadyPaid: undefined;
  /** The account has as many quote requests open as it may; the back-office answers them first. */
  tooManyOpenRequests: { allowed: number };
  /** A payment is recorded when it has arrived: not on a day still to come. */
  paidOnInFuture: undefined;
  invoiceAlreadyCancelled: undefined;
  cancellationNotCancellable: undefined;
  /** 'Nicht verlängern' on an order that renews no licence (decision 066). */
  notARenewal: undefined;

  // 'Export für die Buchhaltung' (decision 061).
  /** The period ends before it starts, or spans two fiscal years (a DATEV batch holds one). */
  accountingPeriodInvalid: { problem: 'order' | 'fiscalYear' };
  /** The DATEV Buchungsstapel needs the adviser's numbers; `missing` names the variables. */
  datevUnconfigured: { missing: string[] };

  // Desktop, devices, invitations, telemetry.
  /** The account has a second factor and the application sent no code: it asks for one and sends again. */
  desktopCodeRequired: undefined;
  /** The account's only second factor is a passkey, which the application cannot ask for. */
  desktopPasskeyOnly: undefined;
  desktopEmailNotConfirmed: undefined;
  /** Training accounts ('limited users') activate no application. */
  trainingAccount: undefined;
  /** The product's name, for the answer that tells where to order a licence. */
  noLicense: { product: string };
  /** The licence's last day (YYYY-MM-DD, Berlin), now past. */
  licenseExpired: { expiration: string };
  /** The maximum of devices at once and the devices that fill it, which the answer lists. */
  deviceLimit: { maximum: number; devices: Array<{ name: string; firstSeen: Date }> };
  /** This device's deactivation is requested: it gets no licence file until the request is taken back. */
  deactivationRequested: undefined;
  /** The device token belongs to a device with another fingerprint. */
  wrongDevice: undefined;
  /** 'Gerät ersetzen' is used up for the licence year: the usual deactivation with its waiting time remains. */
  replacementLimit: { perYear: number };
  /** An offline activation request that is no request, whose device name an online activation would refuse, or whose signature does not match its key. */
  requestRefused: { why: 'malformed' | 'device-name' | 'bad-signature' };
  /**
   * A deactivation proof that frees nothing, and why: not a proof; refused (no such device, or its
   * key did not sign it: one answer, so the public call tells no device id); a device without a
   * key (told only on its owner's profile); older than the device's last activation.
   */
  proofRefused: { why: 'malformed' | 'refused' | 'no-key' | 'replayed' };
  /** An invitation link that opens nothing: unknown, wrong code, declined, reported or revoked (all look the same). */
  invitationLinkInvalid: undefined;
  invitationLinkUsed: undefined;
  invitationLinkExpired: undefined;
  /** No licence of the invitation's type is free in the pool any more. */
  invitationLicenseTaken: undefined;
  inviteeHasLicense: undefined;
  /** The invited address has an account: its owner signs in and accepts as an existing user. */
  inviteeAccountExists: undefined;
  /** Someone other than the invitee is signed in. */
  wrongInvitee: undefined;
  inviteePasswordTooShort: undefined;
  inviteePasswordsDiffer: undefined;
  /** An error report that is no Sentry envelope. */
  malformedErrorReport: undefined;
  /** An error report for another Sentry project than the operator's: the tunnel is no open proxy. */
  foreignErrorReport: undefined;
}

export type DomainErrorReason = keyof DomainErrorDetails;

/** The arguments after the reason: none when a reason has no details. */
type DetailsArgument<R extends DomainErrorReason> = DomainErrorDetails[R] extends undefined ? [] : [details: DomainErrorDetails[R]];

/** A refusal the domain expects (a full pool, an expired link); the route layer answers it. */
export class DomainError<R extends DomainErrorReason = DomainErrorReason> extends Error {
  readonly details: DomainErrorDetails[R];

  constructor(
    readonly reason: R,
    ...details: DetailsArgument<R>
  ) {
    super(reason);
    this.name = 'DomainError';
    this.details = details[0] as DomainErrorDetails[R];
  }
}
