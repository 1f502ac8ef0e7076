import {
  adminRole,
  ApiError,
  authCalls,
  loginAddress,
  secondFactorCalls,
  texts,
  userCalls,
  type ApiClient,
  type UserInfo,
} from '@bfsm/api-adapter';

/** Where an admin without the required second factor sets it up before the back-office opens (decision 027). */
export const secondFactorSetupAddress = '/account/changePw#zwei-faktor';
import type { AuthProvider } from 'react-admin';
import type { EarlyRequests } from './early-requests';

export interface AuthEnvironment {
  client: ApiClient;
  /** Leaves the page (full page load). In the browser: `location.assign`. */
  navigate?: (url: string) => void;
  /** The current address, for the `next` parameter of the login page. */
  currentAddress?: () => string;
}

/**
 * Starts the calls of the sign-in check through `early` (main.ts, while react-admin still
 * loads), in the auth provider's order: the second factor only of an admin; the auth provider
 * then reads their answers (decision 046). Resolves to whether an admin is signed in, for the
 * start screen's own early calls.
 */
export async function startAdminCheck(early: Pick<EarlyRequests, 'start'>): Promise<boolean> {
  const user = await early.start((client) => client.call(userCalls.getUserInfo, { params: {} }, { redirectOnUnauthorized: false }));
  if (!user?.roles.includes(adminRole)) return false;
  void early.start((client) => client.call(secondFactorCalls.getSecondFactor, {}, { redirectOnUnauthorized: false }));
  return true;
}

/**
 * Signing in happens outside the admin, on /login: the admin only asks who is signed in
 * (GET /webapi/userinfo) and lets admins in. Everyone else leaves for the login page.
 */
export function createAuthProvider({
  client,
  navigate = (url) => location.assign(url),
  currentAddress = () => `${location.pathname}${location.search}${location.hash}`,
}: AuthEnvironment): AuthProvider {
  // The page is being left: whoever waits must never resume (the client's 401 rule).
  const leaveForLogin = (): Promise<never> => {
    navigate(loginAddress(currentAddress()));
    return new Promise<never>(() => {});
  };

  const loadAdmin = async (): Promise<UserInfo> => {
    try {
      const user = await client.call(userCalls.getUserInfo, { params: {} }, { redirectOnUnauthorized: false });
      if (!user.roles.includes(adminRole)) return leaveForLogin();
      const secondFactor = await client.call(secondFactorCalls.getSecondFactor, {}, { redirectOnUnauthorized: false });
      if (secondFactor.setupRequired) {
        navigate(secondFactorSetupAddress);
        return new Promise<never>(() => {});
      }
      return user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return leaveForLogin();
      throw error;
    }
  };

  // checkAuth, getIdentity and getPermissions run together on every screen: ask the server once.
  let admin: Promise<UserInfo> | undefined;
  const requireAdmin = (): Promise<UserInfo> => {
    if (!admin) {
      admin = loadAdmin();
      admin.catch(() => (admin = undefined));
    }
    return admin;
  };

  return {
    login: leaveForLogin,
    async checkAuth() {
      await requireAdmin();
    },
    async getIdentity() {
      const user = await requireAdmin();
      const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
      return { id: user.id, fullName: fullName || user.email };
    },
    async getPermissions() {
      return (await requireAdmin()).roles;
    },
    async checkError(error: unknown) {
      const status = error instanceof ApiError ? error.status : (error as { status?: unknown } | null)?.status;
      if (status === 401) return leaveForLogin();
      // Signed in but not allowed: say so and keep the session (react-admin would log out by default).
      if (status === 403) throw { logoutUser: false, redirectTo: false, message: texts.errors.forbidden };
    },
    async logout() {
      // logoutUrl carries the session's sign-out token; the server ends the session and redirects.
      const { logoutUrl } = await client.call(authCalls.getMenuInfo, {});
      navigate(logoutUrl || loginAddress(currentAddress()));
      return false;
    },
  };
}
