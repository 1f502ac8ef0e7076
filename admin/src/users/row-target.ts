/**
 * Where a row of the user list opens. Most rows are users, whose profile lives in the customer
 * app (a full page load); rows with an id `license_<n>` stand for a licence without its own
 * user and open the licence screen inside the admin (a path below the admin's basename).
 */
export type RowTarget = { kind: 'page'; href: string } | { kind: 'admin'; path: string };

const licensePrefix = 'license_';

export function rowTarget(id: string | number): RowTarget {
  const text = String(id);
  if (text.startsWith(licensePrefix)) {
    return { kind: 'admin', path: `/license/${encodeURIComponent(text.slice(licensePrefix.length))}` };
  }
  return { kind: 'page', href: `/account/edit/${encodeURIComponent(text)}` };
}
