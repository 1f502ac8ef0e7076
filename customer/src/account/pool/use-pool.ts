import { poolCalls, userCalls, viewerLicenseTypes, type LicenseType, type Pool, type UserInfo } from '@bfsm/api-adapter';
import { ApiError } from '@bfsm/api-adapter';
import { useServices } from '../../services/services';
import { useReloadableLoad } from '../../services/use-reloadable-load';

/** The pool a screen shows: the user's own, none, or the one he holds a viewer licence from (managed by someone else). */
export type PoolOfUser =
  { kind: 'pool'; user: UserInfo; pool: Pool } | { kind: 'none'; user: UserInfo } | { kind: 'member'; user: UserInfo };

/**
 * Loads the user (the signed-in one, or for admins `userId`) and the pool he owns. A pool the
 * caller may not manage (an owner whose licence is no longer type 1 or 6) counts as none.
 */
export function usePool(userId: string | undefined) {
  const { client } = useServices();
  return useReloadableLoad(
    async (signal?: AbortSignal): Promise<PoolOfUser> => {
      const options = signal ? { signal } : {};
      const user = await client.call(userCalls.getUserInfo, { params: { id: userId } }, options);
      if (user.licensePool === null) return { kind: 'none', user };
      if (viewerLicenseTypes.includes(user.licenseType as LicenseType)) return { kind: 'member', user };
      try {
        return { kind: 'pool', user, pool: await client.call(poolCalls.getPool, { params: { poolId: user.licensePool } }, options) };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'forbidden') return { kind: 'none', user };
        throw error;
      }
    },
    [client, userId],
  );
}
