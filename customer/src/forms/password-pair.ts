import { passwordPairProblem, rules, type PasswordContext } from '@bfsm/api-adapter';
import type { FieldErrors } from './server-target';

/** The two entries of a new password, under the names the server uses in an error's `target`. */
export const passwordPairFields = ['plainPassword.first', 'plainPassword.second'] as const;
export type PasswordPairField = (typeof passwordPairFields)[number];

/**
 * The client-side password check (domain/rules.ts), with its message at the entry it is about: a password
 * too short at the first, a repetition that differs at the second. Undefined when both are fine.
 */
export function passwordPairErrors(first: string, second: string, context: PasswordContext): FieldErrors<PasswordPairField> | undefined {
  const problem = passwordPairProblem(first, second, context);
  if (!problem) return undefined;
  return first.length < rules.passwordMinLength ? { 'plainPassword.first': problem } : { 'plainPassword.second': problem };
}
