import { customerRouteAt, customerRoutes, isCustomerPage, isSecretParam, mailedLinkPages, matchRoute } from './customer-routes.js';
import { publicPages } from './public-pages.js';

describe('the customer app’s addresses', () => {
  it('knows the screens, with their parameters, and the start page that leads on', () => {
    for (const address of [
      '/',
      '/login',
      '/account',
      '/account/',
      '/account/3',
      '/account/edit',
      '/account/edit/3',
      '/account/my-pool/3/add',
      '/confirm-mail/Ab-12',
      '/invitation/12',
      '/invitation/12/code',
      '/account/terms-consent/%2Faccount%2Fedit',
      '/reference/7',
    ]) {
      expect(isCustomerPage(address)).toBe(true);
    }
  });

  it('knows no other address, nor a record named by anything but its number', () => {
    for (const address of [
      '/gibt-es-nicht',
      '/account/gibt-es-nicht',
      '/account/edit/abc',
      // Beyond the ids' range (record-id.ts): no record has such a number.
      '/account/2147483648',
      '/reference/0',
      '/account/my-pool/x',
      '/invitation/abc/code',
      '/reference/seite',
      '/login/mehr',
      '/favicon.ico',
      '/admin',
      '/webapi/userinfo',
    ]) {
      expect(isCustomerPage(address)).toBe(false);
    }
  });

  it('picks the first route that matches, as the router does', () => {
    expect(customerRouteAt('/account/edit')).toBe('/account/edit/:userId?');
    expect(customerRouteAt('/account/my-pool/add')).toBe('/account/my-pool/add');
    expect(customerRouteAt('/account/5')).toBe('/account/:userId?');
  });

  it('matches optional parameters and reads parameters decoded, as the router hands them over', () => {
    expect(matchRoute('/account/:userId?', '/account')).toEqual({ userId: undefined });
    expect(matchRoute('/account/:userId?', '/account/3/mehr')).toBeUndefined();
    expect(customerRouteAt('/account/%31')).toBe('/account/:userId?');
  });

  it('lists the pages that mails link to with a code, the one list the log and the error reports hide codes by', () => {
    expect([...mailedLinkPages].sort()).toEqual(
      [
        customerRoutes.confirmMail,
        customerRoutes.resetPassword,
        customerRoutes.notMe,
        customerRoutes.invitation,
        customerRoutes.declineInvitation,
      ].sort(),
    );
    expect(['code', 'token', 'deleteToken', 'invitationCode', '_token'].every(isSecretParam)).toBe(true);
    expect(['id', 'userId', 'invitation', 'next', 'codes'].some(isSecretParam)).toBe(false);
  });

  it('has every public screen among its routes', () => {
    for (const page of Object.values(publicPages)) expect(Object.values(customerRoutes)).toContain(page.path);
  });
});
