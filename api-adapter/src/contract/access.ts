/**
 * Who may make a call, and on which object: declared once in the contract, enforced in one place
 * on the server (server/src/http/access-check.ts) and walked by the access-control matrix test.
 */

/**
 * public: anyone; user: signed in; admin: signed in with ROLE_ADMIN; device: the desktop
 * application with the bearer token of an activated device (desktop API, decision 024).
 */
export type Role = 'public' | 'user' | 'admin' | 'device';

/**
 * The relation a signed-in caller must have to the object named by a path parameter. Admins
 * pass every object policy; anybody else without the relation gets 403 and learns nothing about
 * the object, not even whether it exists.
 */
export type ObjectKind =
  /** The parameter is a user id: the caller himself (an absent optional parameter means the caller). */
  | 'own-account'
  /** A device of the caller. */
  | 'own-device'
  /** A pool the caller owns. */
  | 'own-pool'
  /** A licence of a pool the caller owns. */
  | 'own-pool-license'
  /** A user who is a member of a pool the caller owns. */
  | 'own-pool-member'
  /** An invitation sent from a pool the caller owns. */
  | 'own-pool-invitation'
  /** An order (request, quote) of the caller's account (decision 058). */
  | 'own-order'
  /** An invoice or Stornorechnung of the caller's account. */
  | 'own-invoice';

export interface ObjectPolicy {
  readonly kind: ObjectKind;
  /** The path parameter that names the object. */
  readonly param: string;
}

export interface Access {
  readonly role: Role;
  readonly object?: ObjectPolicy;
  /** Training accounts with a fixed password ("limited users") may not make this call, unless admin. */
  readonly refusesLimitedUser?: true;
  /**
   * A boolean body field that only admins may send as true: the call is open to the object's
   * owner, its stronger variant to admins only (the device's 'Admin-Deaktivierung').
   */
  readonly adminOnlyFlag?: string;
  /**
   * A value of a query field that only admins may ask for: the call is open to its role, this
   * value to admins only (the Nightly channel of the update check). For the desktop API's device
   * calls, the device's owner must be admin. Checked on the query as sent, before it is validated,
   * so a caller without the right gets 403 and no hint from the validation.
   */
  readonly adminOnlyQueryValue?: { readonly field: string; readonly value: string };
  /**
   * Signed-in writes are refused until the current terms are accepted; these few calls are the
   * way out of that state (the consent itself, and signing out).
   */
  readonly allowedWithoutConsent?: true;
  /**
   * The call adds or changes a way to sign in (a passkey, the authenticator app, recovery codes):
   * the session's user must have proved who he is within the last few minutes, with his second
   * factor where the account has one (the sign-in itself, or 'Identität bestätigen'), or 403
   * `fresh-proof-required` (decision 051).
   */
  readonly freshProof?: true;
}

export const publicAccess = { role: 'public' } as const satisfies Access;
export const signedIn = { role: 'user' } as const satisfies Access;
export const adminOnly = { role: 'admin' } as const satisfies Access;
/** The desktop API's calls for one activated device: `Authorization: Bearer <device token>`. */
export const deviceToken = { role: 'device' } as const satisfies Access;

/** Signed in with a proof of who one is that is a few minutes old at most (decision 051). */
export const signedInWithFreshProof = { role: 'user', freshProof: true } as const satisfies Access;

/** Nightly builds are for the team: only an admin, or a device an admin activated, may ask for `channel=nightly`. */
export const nightlyForAdmins = { field: 'channel', value: 'nightly' } as const;

/** Signed in, and in the relation `kind` to the object in path parameter `param` (or admin). */
export function ownerOrAdmin<const K extends ObjectKind, const P extends string>(kind: K, param: P) {
  return { role: 'user', object: { kind, param } } as const satisfies Access;
}
