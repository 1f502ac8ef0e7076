import { isLicenseDateAllowed, licenseTypes, rules, texts } from '@bfsm/api-adapter';

/** The licence types (domain/license-types.ts) as the select offers them. */
export const licenseTypeChoices = Object.entries(licenseTypes).map(([id, name]) => ({ id: Number(id), name }));

/** An expiry date before 2024-09-01 is refused before anything is sent; an empty one means none. */
export function expiryProblem(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return isLicenseDateAllowed(String(value)) ? undefined : texts.validation.licenseDateTooEarly;
}

export const licenseDateMinimum = rules.licenseDateMinimum;
