import { licenseCalls, licenseTypeName, viewerLicenseTypes, type Pool } from '@bfsm/api-adapter';
import { contractProblems, hasProblems } from '../../forms/contract-problems';
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

/** The body of create-license: the choices as the form sends them. */
export function addLicenseBody(values: AddLicenseValues) {
  return { userid: values.owner, licensetype: values.licenseType, expiration: values.expiration };
}

/**
 * The checks of create-license's own schema before anything is sent: an owner and a type chosen,
 * a date, when given, not too early. A missing owner is worded by the form, the schema's words
 * being about ids.
 */
export function addLicenseProblems(values: AddLicenseValues): FieldErrors<AddLicenseField> | undefined {
  const errors = contractProblems(licenseCalls.createLicense.body, addLicenseBody(values), addLicenseFields, {
    userid: poolTexts.ownerRequired,
  });
  return hasProblems(errors) ? errors : undefined;
}
