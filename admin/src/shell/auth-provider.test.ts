import { ApiError, createApiClient, type MenuInfo, type UserInfo } from '@bfsm/api-adapter';
import { createAuthProvider } from './auth-provider';

const user: UserInfo = {
  id: 7,
  roles: ['ROLE_USER'],
  adminRights: false,
  email: 'anna@example.de',
  greeting: 'Frau',
  firstName: 'Anna',
  lastName: 'Muster',
  companyName: null,
  phoneNumber: null,
  emailNewsletter: false,
  licenseType: 6,
  licenseExpiration: null,
  licensePool: null,
  limitedUser: false,
  invitations: [],
  has_completed_install: true,
  loggedInApp: false,
  nextCustomer: true,
};
const admin: UserInfo = { ...user, roles: ['ROLE_USER', 'ROLE_ADMIN'], adminRights: true };
const menu: MenuInfo = {
  menu: { product: 'BFSM', supportEmail: 'support@example.de', helpCenterUrl: 'https://help.example.de' },
  signedIn: true,
  isAdmin: true,
  isTrial: false,
  isViewer: false,
  isConcept: false,
  daysValidity: null,
  logoutUrl: '/logout?token=abc',
};

/** An auth provider against a fake server; `answers` maps a path to [status, body]. */
function setUp(answers: Record<string, [number, unknown]>) {
  const requested: string[] = [];
  const navigate = jest.fn();
  const client = createApiClient({
    fetch: async (input) => {
      requested.push(String(input));
      const [status, body] = answers[String(input)] ?? [404, { error: 'not-found', message: 'Nicht gefunden.' }];
      return new Response(JSON.stringify(body), { status });
    },
    navigate: () => {
      throw new Error('the auth provider must not let the client redirect');
    },
  });
  const authProvider = createAuthProvider({ client, navigate, currentAddress: () => '/admin/users?term=anna muster' });
  return { authProvider, navigate, requested };
}

const loginUrl = '/login?next=%2Fadmin%2Fusers%3Fterm%3Danna%20muster';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('authProvider', () => {
  it('lets an admin in and names them', async () => {
    const { authProvider, navigate, requested } = setUp({ '/webapi/userinfo': [200, admin] });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getIdentity?.()).resolves.toEqual({ id: 7, fullName: 'Anna Muster' });
    await expect(authProvider.getPermissions?.({})).resolves.toEqual(['ROLE_USER', 'ROLE_ADMIN']);
    expect(navigate).not.toHaveBeenCalled();
    expect(requested).toEqual(['/webapi/userinfo']);
  });

  it('sends a signed-in user without ROLE_ADMIN to the login page and never resumes', async () => {
    const { authProvider, navigate } = setUp({ '/webapi/userinfo': [200, user] });
    const resumed = jest.fn();
    authProvider.checkAuth({}).then(resumed, resumed);
    await settle();
    expect(navigate).toHaveBeenCalledWith(loginUrl);
    expect(resumed).not.toHaveBeenCalled();
  });

  it('sends an anonymous visitor to the login page', async () => {
    const { authProvider, navigate } = setUp({ '/webapi/userinfo': [401, { error: 'unauthorized', message: 'Bitte melden Sie sich an.' }] });
    void authProvider.checkAuth({});
    await settle();
    expect(navigate).toHaveBeenCalledWith(loginUrl);
  });

  it('sends a 401 of a later call to the login page and rejects a 403 without logging out', async () => {
    const { authProvider, navigate } = setUp({});
    void authProvider.checkError(new ApiError(401, 'unauthorized', 'Bitte melden Sie sich an.'));
    await settle();
    expect(navigate).toHaveBeenCalledWith(loginUrl);
    await expect(authProvider.checkError(new ApiError(403, 'forbidden', 'x'))).rejects.toMatchObject({ logoutUser: false });
    await expect(authProvider.checkError(new ApiError(500, 'http', 'x'))).resolves.toBeUndefined();
  });

  it('logs out through the logoutUrl of menuinfo', async () => {
    const { authProvider, navigate } = setUp({ '/webapi/menuinfo': [200, menu] });
    await authProvider.logout({});
    expect(navigate).toHaveBeenCalledWith('/logout?token=abc');
  });
});
