import type { UserInfo } from '@bfsm/api-adapter';
import type { CurrentTerms } from '../registration/terms.js';
import type { UserDirectory } from '../users/user-directory.js';
import { withEndedTrial } from '../trial/ended-trial.js';
import type { SessionCache } from './session-cache.js';
import type { UserRow } from '../db/rows.js';

/**
 * What userinfo and menuinfo read about a signed-in user besides his row, through the session
 * cache: raw rows only, so that what depends on the clock (an invitation's end) is decided at
 * each request.
 */
export function createCachedUserFacts(cache: SessionCache, deps: { terms: CurrentTerms; users: UserDirectory; clock: () => Date }) {
  const termsKey = `terms:${deps.terms.currentVersion}`;
  return {
    terms: {
      hasAcceptedCurrent: (userId: number): Promise<boolean> => cache.fact(userId, termsKey, () => deps.terms.hasAcceptedCurrent(userId)),
    },
    async ownUserInfo(user: UserRow): Promise<UserInfo> {
      const memberships = await cache.fact(user.id, 'memberships', () => deps.users.readMemberships(user));
      const now = deps.clock();
      return deps.users.toUserInfo(withEndedTrial(user, now), memberships, now.getTime());
    },
  };
}

export type CachedUserFacts = ReturnType<typeof createCachedUserFacts>;
