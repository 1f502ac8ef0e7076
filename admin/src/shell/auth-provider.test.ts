import { adminRole, ApiError, createApiClient, texts } from '@bfsm/api-adapter';
import { failure, fakeApi, menuInfoFixture, ok, userInfoFixture, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { createAuthProvider, startAdminCheck } from './auth-provider';
import { createEarlyRequests } from './early-requests';

const user = userInfoFixture({ id: 7, firstName: 'Anna', lastName: 'Muster' });
const admin = userInfoFixture({ id: 7, firstName: 'Anna', lastName: 'Muster', roles: [adminRole] });

/** An auth provider on a fake webapi built from the contract. */
function setUp(routes: FakeRoutes) {
  const { fetch, requests } = fakeApi(routes);
  // Resolves when the provider navigates: the tests wait for that event, not for time.
  let navigated!: () => void;
  const navigation = new Promise<void>((resolve) => (navigated = resolve));
  const navigate = jest.fn(() => navigated());
  const client = createApiClient({
    fetch,
    navigate: () => {
      throw new Error('the auth provider must not let the client redirect');
    },
  });
  const authProvider = createAuthProvider({ client, navigate, currentAddress: () => '/admin/users?term=anna muster' });
  return { authProvider, navigate, navigation, requested: () => requests.map((request) => request.url) };
}

const loginUrl = '/login?next=%2Fadmin%2Fusers%3Fterm%3Danna%20muster';
/** One turn of the event loop: every promise job already queued (the fake webapi's, the provider's) has run by then. */
const queuedJobsRun = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('authProvider', () => {
  it('lets an admin in and names them', async () => {
    const { authProvider, navigate, requested } = setUp({
      getUserInfo: ok(admin),
      getSecondFactor: ok({ enabled: true, recoveryCodesLeft: 10, setupRequired: false, hasPasskey: false }),
    });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getIdentity?.()).resolves.toEqual({ id: 7, fullName: 'Anna Muster' });
    await expect(authProvider.getPermissions?.({})).resolves.toEqual([adminRole]);
    expect(navigate).not.toHaveBeenCalled();
    expect(requested()).toEqual(['/webapi/userinfo', '/webapi/second-factor']);
  });

  it('leads an admin without the required second factor to its set-up and never opens the back-office', async () => {
    const { authProvider, navigate, navigation } = setUp({
      getUserInfo: ok(admin),
      getSecondFactor: ok({ enabled: false, recoveryCodesLeft: 0, setupRequired: true, hasPasskey: false }),
    });
    const resumed = jest.fn();
    authProvider.checkAuth({}).then(resumed, resumed);
    await navigation;
    expect(navigate).toHaveBeenCalledWith('/account/changePw#zwei-faktor');
    await queuedJobsRun();
    expect(resumed).not.toHaveBeenCalled();
  });

  it('sends a signed-in user without ROLE_ADMIN to the login page and never resumes', async () => {
    const { authProvider, navigate, navigation } = setUp({ getUserInfo: ok(user) });
    const resumed = jest.fn();
    authProvider.checkAuth({}).then(resumed, resumed);
    await navigation;
    expect(navigate).toHaveBeenCalledWith(loginUrl);
    await queuedJobsRun();
    expect(resumed).not.toHaveBeenCalled();
  });

  it('sends an anonymous visitor to the login page', async () => {
    const { authProvider, navigate, navigation } = setUp({ getUserInfo: failure('unauthorized', texts.errors.unauthorized) });
    void authProvider.checkAuth({});
    await navigation;
    expect(navigate).toHaveBeenCalledWith(loginUrl);
  });

  it('sends a 401 of a later call to the login page and rejects a 403 without logging out', async () => {
    const { authProvider, navigate, navigation } = setUp({});
    void authProvider.checkError(new ApiError(401, 'unauthorized', texts.errors.unauthorized));
    await navigation;
    expect(navigate).toHaveBeenCalledWith(loginUrl);
    await expect(authProvider.checkError(new ApiError(403, 'forbidden', texts.errors.forbidden))).rejects.toMatchObject({
      logoutUser: false,
    });
    await expect(authProvider.checkError(new ApiError(500, 'internal', texts.errors.generic))).resolves.toBeUndefined();
  });

  it('logs out through the logoutUrl of menuinfo', async () => {
    const { authProvider, navigate } = setUp({ getMenuInfo: ok(menuInfoFixture({ isAdmin: true, logoutUrl: '/logout?token=abc' })) });
    await authProvider.logout({});
    expect(navigate).toHaveBeenCalledWith('/logout?token=abc');
  });

  it('starts the check early, in its order, and answers the provider from what it started', async () => {
    const { fetch, requests } = fakeApi({
      getUserInfo: ok(admin),
      getSecondFactor: ok({ enabled: true, recoveryCodesLeft: 10, setupRequired: false, hasPasskey: false }),
    });
    const early = createEarlyRequests(fetch, () => undefined);
    await expect(startAdminCheck(early)).resolves.toBe(true);
    const authProvider = createAuthProvider({ client: createApiClient({ fetch: early.fetch }), navigate: jest.fn() });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(requests.map((request) => request.url)).toEqual(['/webapi/userinfo', '/webapi/second-factor']);
  });

  it('asks nothing more early of someone who is no admin', async () => {
    const { fetch, requests } = fakeApi({ getUserInfo: ok(user) });
    await expect(startAdminCheck(createEarlyRequests(fetch, () => undefined))).resolves.toBe(false);
    expect(requests.map((request) => request.url)).toEqual(['/webapi/userinfo']);
  });
});
