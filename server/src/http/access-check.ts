import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { poolOwnerLicenseTypes, texts, type Access, type LicenseType, type ObjectKind } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { bearerToken, hashDeviceToken } from '../security/device-tokens.js';
import { isAdmin } from '../db/roles.js';
import { HttpError } from './http-error.js';
import { serverTexts } from './server-texts.js';
import type { DeviceRow, UserRow } from '../db/rows.js';

/** How long a proof of who one is (a sign-in, 'Identität bestätigen') opens the calls that add a way to sign in (decision 051). */
export const freshProofMinutes = 5;

/** The activated device whose bearer token a desktop API call carried. */
export type TokenDevice = DeviceRow;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access check for calls of role 'device'. */
    device?: TokenDevice;
  }
}

/** Whether `user` stands in the relation `kind` to the object with id `objectId`. */
type Relation = (user: UserRow, objectId: number) => Promise<boolean>;

/**
 * The one place that enforces the contract's access declarations: the role before anything
 * else is read, the object policy once the path parameters are parsed. A caller without the
 * relation gets 403 whether or not the object exists, so ids cannot be probed.
 */
export function createAccessCheck(
  db: Kysely<Database>,
  options: {
    /** Whether the account has any second factor, a passkey included (credentials/account-credentials.ts). */
    hasSecondFactor: (userId: number) => Promise<boolean>;
    adminSecondFactor?: boolean;
    /** A device token that no device holds: records the call if a replaced device made it and says whether it did (decision 045). */
    replacedDeviceCalled?: (tokenHash: string, address: string) => Promise<boolean>;
    clock?: () => Date;
  },
) {
  const now = options.clock ?? (() => new Date());
  const exists = async (query: ReturnType<typeof sql<{ one: number }>>) => (await query.execute(db)).rows.length > 0;
  // A pool owner is a user with licence type 1 or 6 and a pool; with any other licence his pool rests.
  const ownsPool = (user: UserRow, query: ReturnType<typeof sql<{ one: number }>>) =>
    poolOwnerLicenseTypes.includes(user.license_type as LicenseType) ? exists(query) : Promise.resolve(false);

  const relations: Record<ObjectKind, Relation> = {
    'own-account': async (user, id) => user.id === id,
    'own-device': (user, id) => exists(sql`SELECT 1 AS one FROM devices WHERE id = ${id} AND user_id = ${user.id}`),
    'own-pool': (user, id) => ownsPool(user, sql`SELECT 1 AS one FROM pools WHERE id = ${id} AND owner_id = ${user.id}`),
    'own-pool-license': (user, id) =>
      ownsPool(
        user,
        sql`SELECT 1 AS one FROM licenses JOIN pools ON pools.id = licenses.pool_id WHERE licenses.id = ${id} AND pools.owner_id = ${user.id}`,
      ),
    'own-pool-member': (user, id) =>
      ownsPool(
        user,
        sql`SELECT 1 AS one FROM pool_members JOIN pools ON pools.id = pool_members.pool_id WHERE pool_members.user_id = ${id} AND pools.owner_id = ${user.id}`,
      ),
    'own-pool-invitation': (user, id) =>
      ownsPool(
        user,
        sql`SELECT 1 AS one FROM invitations JOIN pools ON pools.id = invitations.pool_id WHERE invitations.id = ${id} AND pools.owner_id = ${user.id}`,
      ),
    'own-order': (user, id) => exists(sql`SELECT 1 AS one FROM orders WHERE id = ${id} AND user_id = ${user.id}`),
    'own-invoice': (user, id) => exists(sql`SELECT 1 AS one FROM invoices WHERE id = ${id} AND user_id = ${user.id}`),
  };

  /**
   * Wherever being admin is what opens a call: without the second factor the operator requires,
   * nothing. It must have been passed in this session (a code, a recovery code, a passkey with
   * user verification), or set up in it as the account's first: that the account has one is not
   * enough, or a password alone would open the back-office of an admin whose factor is a passkey
   * (decision 051).
   */
  function meetsSecondFactorRule(request: FastifyRequest): boolean {
    return !options.adminSecondFactor || Boolean(request.session?.secondFactorPassed);
  }

  /** The desktop API's device stands for the admin who activated it: with his authenticator app, whose code the activation asked for. */
  async function deviceActsAsAdmin(device: TokenDevice): Promise<boolean> {
    const owner = await db.selectFrom('users').select(['id', 'roles']).where('id', '=', device.user_id).executeTakeFirst();
    return Boolean(owner && isAdmin(owner) && (!options.adminSecondFactor || (await hasAuthenticatorApp(db, owner.id))));
  }

  function refuseAdminWithoutSecondFactor(request: FastifyRequest): void {
    if (!meetsSecondFactorRule(request)) {
      throw new HttpError(403, 'second-factor-required', texts.errors.secondFactorRequired);
    }
  }

  /**
   * A call that adds a way to sign in (decision 051): the session's user proved who he is a few
   * minutes ago at most, with his second factor where the account has any, a passkey included. A
   * session that set up the account's first factor has passed it; one opened by the password alone
   * before a factor existed has not, so it cannot add a second one either.
   */
  async function refuseWithoutFreshProof(request: FastifyRequest, user: UserRow): Promise<void> {
    const session = request.session;
    const provenAt = session?.provenAt?.getTime();
    const fresh = provenAt !== undefined && now().getTime() - provenAt <= freshProofMinutes * 60_000;
    if (fresh && (session?.secondFactorPassed || !(await options.hasSecondFactor(user.id)))) return;
    throw new HttpError(403, 'fresh-proof-required', texts.errors.freshProofRequired);
  }

  return {
    /**
     * Whether the request's user may do what only admins may: an admin, with the second factor the
     * operator requires (or a passkey session). For what an answer shows of such a thing (the
     * download page's Nightly), by the same rule as the calls that do it.
     */
    async actsAsAdmin(request: FastifyRequest): Promise<boolean> {
      if (request.device) return deviceActsAsAdmin(request.device);
      return Boolean(request.user && isAdmin(request.user) && meetsSecondFactorRule(request));
    },

    /**
     * Before the request is read: anonymous callers of non-public calls get 401, non-admins of
     * admin calls 403, and so do admins without a second factor while the operator requires one
     * (decision 027): a stolen admin password alone opens nothing. Device calls (desktop API) need
     * the bearer token of an activated device instead of a session; an unknown, revoked or
     * malformed token is 401 like a missing one.
     */
    async checkRole(access: Access, request: FastifyRequest): Promise<void> {
      if (access.role === 'public') return;
      if (access.role === 'device') {
        const token = bearerToken(request.headers.authorization);
        const hash = token && hashDeviceToken(token);
        const device = hash && (await db.selectFrom('devices').selectAll().where('token_hash', '=', hash).executeTakeFirst());
        if (hash && !device && (await options.replacedDeviceCalled?.(hash, request.ip))) {
          throw new HttpError(403, 'device-replaced', serverTexts.deviceReplaced);
        }
        if (!device) throw HttpError.unauthorized();
        request.device = device;
        return;
      }
      if (!request.user) throw HttpError.unauthorized();
      if (access.freshProof) await refuseWithoutFreshProof(request, request.user);
      if (access.role !== 'admin') return;
      if (!isAdmin(request.user)) throw HttpError.forbidden();
      refuseAdminWithoutSecondFactor(request);
    },

    /**
     * As soon as the path parameters are parsed: the limited-user rule and the object policy.
     * An admin passes every policy, but where only being admin lets him through (another user's
     * object) the second-factor rule of checkRole holds as well; his own objects stay open to
     * him like to any user, or he could not even set up the second factor that is missing.
     */
    async checkObject(access: Access, request: FastifyRequest, params: unknown): Promise<void> {
      const user = request.user;
      if (!user) return;
      const admin = isAdmin(user);
      if (access.refusesLimitedUser && user.fixed_password_account && !admin)
        throw new HttpError(403, 'limited-user', texts.password.limitedUser);
      if (!access.object) return;
      const value = (params as Record<string, unknown> | undefined)?.[access.object.param];
      // An absent optional id means the caller's own account.
      if (value === undefined && access.object.kind === 'own-account') return;
      if (typeof value === 'number' && (await relations[access.object.kind](user, value))) return;
      if (!admin) throw HttpError.forbidden();
      refuseAdminWithoutSecondFactor(request);
    },

    /**
     * After the object policy, before the query is validated: a query value that only admins may
     * ask for. A session's user must be admin (with the second factor where required); a device
     * must be one that an admin activated, its token standing for him. Every value of a repeated
     * field counts, so `channel=stable&channel=nightly` is refused like `channel=nightly`.
     */
    async checkQueryValues(access: Access, request: FastifyRequest): Promise<void> {
      const rule = access.adminOnlyQueryValue;
      if (!rule) return;
      const sent: unknown = (request.query as Record<string, unknown> | undefined)?.[rule.field];
      if (!(Array.isArray(sent) ? sent : [sent]).includes(rule.value)) return;
      // One rule for the web and the desktop API: whoever actsAsAdmin (decision 051).
      if (request.device) {
        if (!(await deviceActsAsAdmin(request.device))) throw HttpError.forbidden();
        return;
      }
      if (!request.user || !isAdmin(request.user)) throw HttpError.forbidden();
      refuseAdminWithoutSecondFactor(request);
    },

    /** After the body is parsed: a flag of the body that only admins may set, and only with the second factor where required. */
    async checkBodyFlags(access: Access, request: FastifyRequest, body: unknown): Promise<void> {
      if (!access.adminOnlyFlag || !request.user) return;
      if ((body as Record<string, unknown> | undefined)?.[access.adminOnlyFlag] !== true) return;
      if (!isAdmin(request.user)) throw HttpError.forbidden();
      refuseAdminWithoutSecondFactor(request);
    },
  };
}

export type AccessCheck = ReturnType<typeof createAccessCheck>;

async function hasAuthenticatorApp(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('second_factors')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The signed-in caller of a call whose declared role already required one. */
export function caller(request: FastifyRequest): UserRow {
  if (!request.user) throw HttpError.unauthorized();
  return request.user;
}
