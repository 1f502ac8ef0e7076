import { adminResourceNames } from '../resources/admin-resources.js';

/** The admin's own pages outside react-admin's adapters: the reference form, the installer page and 'Preise' (its own calls). */
export const adminPageSections = ['reference', 'install-next', 'prices'] as const;

/**
 * The back-office's sections under /admin: its react-admin resources and its own pages (their
 * first address segment). react-admin builds the addresses below a section itself (an id, `new`,
 * `show`); the server answers every address in a known section, and /admin itself, with the
 * admin app under 200, any other under 404 (react-admin then shows its not-found screen).
 * admin/src/App.tsx declares exactly these; its test compares them.
 */
export const adminSections: readonly string[] = [...adminResourceNames, ...adminPageSections];

/** Whether `pathname` lies in a section of the back-office (or is its start). */
export function isAdminPage(pathname: string): boolean {
  const [first, section] = pathname.split('/').filter(Boolean);
  return first === 'admin' && (section === undefined || adminSections.includes(section));
}
