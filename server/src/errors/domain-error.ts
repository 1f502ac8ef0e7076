/**
 * Every reason a service may refuse, with the details its answer needs. Services name what went
 * wrong in the domain's words; how HTTP answers it (status, German text, form field) is decided in
 * one place, `http/domain-error-answers.ts`, which must answer every reason listed here.
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

  // Users, licences, features, references, installer.
  /** An admin tried to delete his own account. */
  ownAccountDeletion: undefined;
  /** An admin tried to take his own admin rights. */
  ownAdminRights: undefined;
  /** An admin creating a user: the password is shorter than the rules allow. */
  adminCreatePasswordTooShort: undefined;
  /** An admin creating a user: the two password entries differ. */
  adminCreatePasswordMismatch: undefined;
  /** An admin creating a user: the password policy refuses the password; `problem` is the policy's own wording. */
  adminCreatePasswordRefused: { problem: string };
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

  // Desktop, devices, invitations, telemetry.
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
