/** Licence types, by their numeric code (the database checks the same codes). */
export const licenseTypes = {
  1: 'Test-Next',
  2: 'Keine',
  3: 'Classic',
  6: 'Next',
  8: 'Insight',
  9: 'onSite',
  10: 'Concept',
} as const;

export type LicenseType = keyof typeof licenseTypes;
export const licenseTypeCodes = Object.keys(licenseTypes).map(Number) as LicenseType[];

export const LICENSE = { trial: 1, none: 2, classic: 3, next: 6, insight: 8, onSite: 9, concept: 10 } as const satisfies Record<
  string,
  LicenseType
>;

export function licenseTypeName(code: number): string {
  return licenseTypes[code as LicenseType] ?? licenseTypes[2];
}

export function isLicenseType(code: number): code is LicenseType {
  return code in licenseTypes;
}

/** Owners of a licence pool may hold licence type 1 (trial) or 6 (Next). */
export const poolOwnerLicenseTypes: readonly LicenseType[] = [LICENSE.trial, LICENSE.next];
/** Licences bought for a year: renewed by an order, with a grace period after their end (decision 066). */
export const yearlyLicenseTypes: readonly LicenseType[] = [LICENSE.classic, LICENSE.next, LICENSE.insight, LICENSE.onSite];
/** Viewer licences that a pool hands out. */
export const viewerLicenseTypes: readonly LicenseType[] = [LICENSE.insight, LICENSE.onSite];
