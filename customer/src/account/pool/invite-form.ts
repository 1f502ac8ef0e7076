import { licenseTypeName, texts, type Pool } from '@bfsm/api-adapter';
import type { FieldErrors } from '../../forms/server-target';
import { looksLikeEmail } from '../../forms/looks-like-email';

/** The form's fields under the names the server uses in an error's `target`. */
export const inviteFields = ['email', 'license'] as const;
export type InviteField = (typeof inviteFields)[number];

/** The licence types with a free licence, by name, with how many are free: the only ones the form offers. */
export function offeredLicenses(pool: Pool): Array<{ name: string; licenseId: number; free: number }> {
  const offered = new Map<string, { name: string; licenseId: number; free: number }>();
  for (const license of pool.available_licenses) {
    const name = licenseTypeName(license.licenseType);
    const known = offered.get(name);
    if (known) known.free++;
    else offered.set(name, { name, licenseId: license.id, free: 1 });
  }
  return [...offered.values()];
}

/** The invitation's checks: a valid e-mail and a licence choice, checked before anything is sent. */
export function inviteProblems(email: string, licenseName: string): FieldErrors<InviteField> | undefined {
  const errors: FieldErrors<InviteField> = {};
  if (!looksLikeEmail(email)) errors.email = texts.validation.email;
  if (!licenseName) errors.license = texts.validation.licenseType;
  return Object.keys(errors).length ? errors : undefined;
}
