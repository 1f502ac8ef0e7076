import type { Access } from '@bfsm/api-adapter';

/** The callers the matrix walks every call with. */
export const roleNames = [
  'anonymous',
  'customer',
  'other customer',
  'pool owner',
  'pool member',
  'limited user',
  'admin',
  'admin without second factor',
  /** A customer whose sign-in (or last 'Identität bestätigen') is older than a fresh proof may be (decision 051). */
  'customer with an old proof',
] as const;
export type RoleName = (typeof roleNames)[number];

/**
 * Which object a call's policy parameter names: the caller's own, someone else's, or none at all
 * (an optional id left out, which means the caller himself). 'plain' for calls without a policy.
 */
export type Target = 'own' | 'foreign' | 'omitted' | 'plain';

/** What the access check must decide: let the call through, or refuse it with this error code. */
export type Outcome = 'pass' | 'unauthorized' | 'forbidden' | 'limited-user' | 'second-factor-required' | 'fresh-proof-required';

/**
 * The outcome the declaration promises, read from it alone so that no call's expectation is
 * written by hand: public lets everyone through, device calls no session at all, every other role needs a session, admin calls
 * need an admin, an object policy needs the relation to the object (admins pass every one), and
 * limited users are refused where the call says so. The matrix runs with the operator's default,
 * a second factor required of admins: an admin without one is refused wherever only being admin
 * would let him through (admin calls, other users' objects), and is a user like any other on his own.
 */
export function expectedOutcome(access: Access, role: RoleName, target: Target): Outcome {
  if (access.role === 'public') return 'pass';
  // The desktop API's device calls take a device's bearer token; no session opens them, not even an admin's.
  if (access.role === 'device') return 'unauthorized';
  if (role === 'anonymous') return 'unauthorized';
  // A call that adds a way to sign in wants a recent proof of who the caller is (decision 051).
  if (access.freshProof && role === 'customer with an old proof') return 'fresh-proof-required';
  if (role === 'admin') return 'pass';
  if (role === 'admin without second factor')
    return access.role === 'admin' || (access.object && target === 'foreign') ? 'second-factor-required' : 'pass';
  if (access.role === 'admin') return 'forbidden';
  if (access.refusesLimitedUser && role === 'limited user') return 'limited-user';
  if (access.object && target === 'foreign') return 'forbidden';
  return 'pass';
}

/**
 * The outcome a session call's declaration promises to a caller who asks for the query value that
 * only admins may ask for (`adminOnlyQueryValue`, e.g. the installer's Nightly): what the call
 * promises him anyway, and where that is a pass, only an admin (with the second factor where
 * required) passes. An anonymous caller of a public call is refused as well.
 */
export function expectedQueryValueOutcome(access: Access, role: RoleName, target: Target): Outcome {
  const outcome = expectedOutcome(access, role, target);
  if (outcome !== 'pass' || role === 'admin') return outcome;
  return role === 'admin without second factor' ? 'second-factor-required' : 'forbidden';
}

/** Who activated the device whose token the matrix sends to the desktop API's device calls. */
export const deviceOwners = ['customer', 'admin'] as const;
export type DeviceOwner = (typeof deviceOwners)[number];

/**
 * The outcome a device call's declaration promises to a device's token: every activated device
 * passes, except where it asks for a query value that only admins may ask for
 * (`adminOnlyQueryValue`) and a customer activated it.
 */
export function expectedDeviceOutcome(access: Access, owner: DeviceOwner, asksAdminOnlyValue: boolean): Outcome {
  return access.adminOnlyQueryValue && asksAdminOnlyValue && owner !== 'admin' ? 'forbidden' : 'pass';
}

/** An answer as the access check sees it: its status and error code ('' when it has none). */
export interface Answer {
  status: number;
  code: string;
}

export function answerOf(status: number, body: string): Answer {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'error' in parsed) return { status, code: String(parsed.error) };
  } catch {
    // Not JSON (a redirect, an empty answer): the status says enough.
  }
  return { status, code: '' };
}

const statusOf: Record<Exclude<Outcome, 'pass'>, number> = {
  unauthorized: 401,
  forbidden: 403,
  'limited-user': 403,
  'second-factor-required': 403,
  'fresh-proof-required': 403,
};

/**
 * Whether an answer keeps the promise. A call that passes the access check may still fail later
 * (400 for a body the matrix leaves out, 404 for an object already consumed), but it must not be
 * refused by access and must not fail on the server.
 */
export function keepsPromise(outcome: Outcome, { status, code }: Answer): boolean {
  if (outcome !== 'pass') return status === statusOf[outcome] && code === outcome;
  return (
    status < 500 &&
    status !== 401 &&
    !(
      status === 403 &&
      (code === 'forbidden' || code === 'limited-user' || code === 'second-factor-required' || code === 'fresh-proof-required')
    )
  );
}
