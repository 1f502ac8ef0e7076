import { adminRole } from '@bfsm/api-adapter';
import { menuInfoFixture, ok, userInfoFixture, type FakeRoutes } from '@bfsm/api-adapter/testing';

type UserOverrides = Parameters<typeof userInfoFixture>[0];

/**
 * The fake answers an account screen loads first: the viewer's own userinfo and, when `user` is
 * given, that user's userinfo under his id (the viewer then being an admin, as only admins get it).
 */
export function accountRoutes(viewer: UserOverrides, user?: UserOverrides): FakeRoutes {
  const own = userInfoFixture(viewer);
  const shown = user ? userInfoFixture(user) : undefined;
  return {
    getMenuInfo: ok(
      menuInfoFixture({
        isAdmin: own.adminRights,
        menu: { product: 'BFSM', supportEmail: 'hilfe@bfsm.test', helpCenterUrl: 'https://hilfe.bfsm.test' },
      }),
    ),
    getUserInfo: (request) => (shown && request.url.endsWith(`/webapi/userinfo/${shown.id}`) ? ok(shown) : ok(own)),
  };
}

export const adminViewer: UserOverrides = { id: 1, roles: [adminRole], email: 'admin@bfsm.test' };
