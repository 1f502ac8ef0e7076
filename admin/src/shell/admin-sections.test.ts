import { readFileSync } from 'node:fs';
import path from 'node:path';
import { adminSections } from '@bfsm/api-adapter';
import { backOfficeSections, isAdminPage, menuEntries } from '../back-office-sections';

describe('the sections the server answers under /admin', () => {
  it('are the sections of back-office-sections.ts and the fixed routes that App.tsx declares', () => {
    const app = readFileSync(path.join(__dirname, '..', 'App.tsx'), 'utf8');
    // Only the routes inside <CustomRoutes>: the outer router's /admin/* route is the app itself.
    const customRoutesBlock = /<CustomRoutes>([\s\S]*?)<\/CustomRoutes>/.exec(app)?.[1] ?? '';
    const fixedRoutes = [...customRoutesBlock.matchAll(/<Route\s+path="\/([^/"]+)/g)].map((match) => match[1]);
    const sections = backOfficeSections.map((section) => (isAdminPage(section) ? section.path : section.name));
    expect([...new Set([...sections, ...fixedRoutes])].sort()).toEqual([...adminSections].sort());
  });
});

describe('the menu', () => {
  it('has an entry for every page and every resource with a list, in the order of the sections', () => {
    expect(menuEntries(backOfficeSections).map((entry) => entry.path)).toEqual([
      'users',
      'references',
      'releases',
      'orders',
      'invoices',
      'prices',
      'install-next',
      'email-debug-output',
      'features',
      'audit',
    ]);
  });

  it('names a resource by its translation and a page by its own label', () => {
    const entries = menuEntries(backOfficeSections);
    expect(entries.find((entry) => entry.path === 'orders')?.label).toBe('resources.orders.name');
    expect(entries.find((entry) => entry.path === 'install-next')?.label).toBe('admin.installer.name');
    expect(entries.every((entry) => entry.icon !== undefined)).toBe(true);
  });
});
