import { isLicenseDateAllowed, licenseTypeName, texts, viewerLicenseTypes, type Pool } from '@bfsm/api-adapter';
import type { FieldErrors } from '../../forms/server-target';
import { personName } from './person-name';
import { poolTexts } from './pool-texts';

/** The form's fields under the names the server uses in an error's `target`. */
export const addLicenseFields = ['userid', 'licensetype', 'expiration'] as const;
export type AddLicenseField = (typeof addLicenseFields)[number];

export interface AddLicenseValues {
  /** A user id, '' while none is chosen. */
  owner: string;
  /** A licence type code, '' while none is chosen. */
  licenseType: string;
  /** YYYY-MM-DD, or '' for a licence without expiry. */
  expiration: string;
}

export const emptyLicense: AddLicenseValues = { owner: '', licenseType: '', expiration: '' };

/** Whom the licence may belong to: the pool owner first, then the members. */
export function ownerChoices(pool: Pool): Array<{ value: string; label: string }> {
  return [
    { value: String(pool.owner.id), label: poolTexts.poolOwner(personName(pool.owner, pool.owner.email)) },
    ...pool.members.map((member) => ({
      value: String(member.memberId),
      label: `${personName(member.member, member.email)} (${member.email})`,
    })),
  ];
}

export const licenseTypeChoices = viewerLicenseTypes.map((code) => ({ value: String(code), label: licenseTypeName(code) }));

/** Owner and type are required; a date, when given, not before 2024-09-01. */
export function addLicenseProblems(values: AddLicenseValues): FieldErrors<AddLicenseField> | undefined {
  const errors: FieldErrors<AddLicenseField> = {};
  if (!values.owner) errors.userid = poolTexts.ownerRequired;
  if (!values.licenseType) errors.licensetype = texts.validation.licenseType;
  if (values.expiration && !isLicenseDateAllowed(values.expiration)) errors.expiration = texts.validation.licenseDateTooEarly;
  return Object.keys(errors).length ? errors : undefined;
}
