import type { UserInfo } from '@bfsm/api-adapter';
import { ok, type FakeRoutes } from './fake-server';
import { menuInfoFixture, userInfoFixture } from './fixtures';

/**
 * The fake answers an account screen loads first: the viewer's own userinfo and, when `user` is
 * given, that user's userinfo under his id (the viewer then being an admin, as only admins get it).
 */
export function accountRoutes(viewer: Partial<UserInfo>, user?: Partial<UserInfo>): FakeRoutes {
  const own = userInfoFixture(viewer);
  const routes: FakeRoutes = { 'GET /webapi/menuinfo': ok(menuInfoFixture({ isAdmin: own.adminRights, menu: { product: 'BFSM', supportEmail: 'hilfe@bfsm.test', helpCenterUrl: 'https://hilfe.bfsm.test' } })), 'GET /webapi/userinfo': ok(own) };
  if (user) {
    const shown = userInfoFixture(user);
    routes[`GET /webapi/userinfo/${shown.id}`] = ok(shown);
  }
  return routes;
}

export const adminViewer: Partial<UserInfo> = { id: 1, adminRights: true, roles: ['ROLE_ADMIN'], email: 'admin@bfsm.test' };
