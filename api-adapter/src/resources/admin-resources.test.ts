import { adminSections } from '../domain/admin-sections.js';
import { adminResourceNames, isAdminResourceName } from './admin-resources.js';

describe('the admin resources', () => {
  it('are sections of the back-office, next to its own pages', () => {
    expect(adminResourceNames.every((name) => adminSections.includes(name))).toBe(true);
    expect(adminSections).toEqual(expect.arrayContaining(['reference', 'install-next']));
  });

  it('know their names and nothing else', () => {
    expect(isAdminResourceName('email-debug-output')).toBe(true);
    expect(isAdminResourceName('mail-previews')).toBe(false);
    expect(isAdminResourceName('toString')).toBe(false);
  });
});
