import { licenseTypeName, poolCalls, texts, type Pool } from '@bfsm/api-adapter';
import { contractProblems, hasProblems } from '../../forms/contract-problems';
import type { FieldErrors } from '../../forms/server-target';

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

/**
 * The invitation's checks before anything is sent: the address by the call's own schema, and a
 * licence chosen (the choice goes into the call's address, not its body).
 */
export function inviteProblems(body: { email: string; managePool: number }, licenseName: string): FieldErrors<InviteField> | undefined {
  const errors: FieldErrors<InviteField> = {
    ...contractProblems(poolCalls.createInvite.body, body, inviteFields),
    ...(licenseName ? {} : { license: texts.validation.licenseType }),
  };
  return hasProblems(errors) ? errors : undefined;
}
