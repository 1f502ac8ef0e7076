import { rules, texts } from '@bfsm/api-adapter';

/**
 * The client-side checks of /admin/users/new (domain/rules.ts, admin user creation), run before
 * anything is sent; the server checks the same and more (common passwords).
 */
export function firstPasswordProblem(value: unknown): string | undefined {
  return String(value ?? '').length < rules.passwordMinLength ? texts.password.newTooShort : undefined;
}

export function secondPasswordProblem(value: unknown, values: { plainPassword?: { first?: unknown } }): string | undefined {
  return String(value ?? '') !== String(values.plainPassword?.first ?? '') ? texts.password.mismatch : undefined;
}
