import { appLinkScope } from './link-scope';

describe('appLinkScope', () => {
  it.each([
    '/account',
    '/account/edit/5',
    '/login?next=%2Faccount',
    '/impressum',
    '/concept',
    '/administration-hilfe',
    '/downloads-info',
    '/download',
    '/download?from=mail',
  ])('routes %s inside the app', (href) => expect(appLinkScope.test(href)).toBe(true));

  it.each([
    '/admin',
    '/admin/users',
    '/logout?token=abc',
    '/download/installer',
    '/download/Brandfallsteuermatrix.appinstaller',
    '/webapi/menuinfo',
    '/check-login',
  ])('leaves %s to the browser', (href) => expect(appLinkScope.test(href)).toBe(false));
});
