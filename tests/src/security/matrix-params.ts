import { randomBytes } from 'node:crypto';
import type { CallDeclaration, ObjectKind, ObjectSchema } from '@bfsm/api-adapter';
import { expectedOutcome, expectedQueryValueOutcome, roleNames, type Outcome, type RoleName, type Target } from './expected-access.js';
import type { CallFixtures, PoolFixture, World } from './matrix-world.js';

type Id = number;

/** How the matrix finds objects of one kind: whose they are, and which to name as own or foreign. */
interface KindFixture {
  /** The roles that own an object of this kind in the world; the first makes the rightful write. */
  owners: readonly [RoleName, ...RoleName[]];
  /** The object an owner role names as his own. */
  own(role: RoleName, fixtures: CallFixtures, world: World): Id;
  /** An object of someone other than `role`. */
  foreign(role: RoleName, fixtures: CallFixtures, world: World): Id;
  /** Addresses of other users that an answer about an owner's object may show him. */
  shows(fixtures: CallFixtures): string[];
}

const userId = (world: World, role: RoleName): Id => world.callers[role].user?.id ?? Number.NaN;

/** Every pool kind: the pool owner's pool is foreign to everyone else; the other pool is foreign to him. */
function poolKind(pick: (pool: PoolFixture) => Id): KindFixture {
  return {
    owners: ['pool owner'],
    own: (_role, fixtures) => pick(fixtures.pools.owner),
    foreign: (role, fixtures) => pick(role === 'pool owner' ? fixtures.pools.other : fixtures.pools.owner),
    // A pool owner manages his members, so what he is told about his pool may name them.
    shows: (fixtures) => [fixtures.pools.owner.member.email],
  };
}

/** A kind of which each of the two customers has one: the other's is foreign to each, the customer's to everyone else. */
function customerKind(pick: (fixtures: CallFixtures) => Record<'customer' | 'other customer', { id: Id }>): KindFixture {
  return {
    owners: ['customer', 'other customer'],
    own: (role, fixtures) => pick(fixtures)[role as 'customer' | 'other customer'].id,
    foreign: (role, fixtures) => pick(fixtures)[role === 'other customer' ? 'customer' : 'other customer'].id,
    shows: () => [],
  };
}

/**
 * One fixture per object kind of the contract. The Record makes a new kind fail to compile until
 * it has one, so a call that a later issue implements is walked with real objects from the start.
 */
export const objectFixtures: Record<ObjectKind, KindFixture> = {
  'own-account': {
    owners: ['customer', 'other customer', 'pool owner', 'pool member', 'limited user', 'admin', 'admin without second factor'],
    own: (role, _fixtures, world) => userId(world, role),
    foreign: (role, _fixtures, world) => userId(world, role === 'other customer' ? 'customer' : 'other customer'),
    shows: () => [],
  },
  'own-device': customerKind((fixtures) => fixtures.devices),
  'own-pool': poolKind((pool) => pool.pool.id),
  'own-pool-license': poolKind((pool) => pool.freeLicense.id),
  'own-pool-member': poolKind((pool) => pool.member.id),
  'own-pool-invitation': poolKind((pool) => pool.invitation.id),
  'own-order': customerKind((fixtures) => fixtures.orders),
  'own-invoice': customerKind((fixtures) => fixtures.invoices),
};

/** A code that no mail carried: code calls must answer it as any wrong code. */
const unknownCode = randomBytes(16).toString('base64url');

/**
 * Values for path parameters that no object policy covers, by parameter name; several candidates
 * when calls share a name but not its values (the call's own schema picks the first it accepts).
 * A call with a parameter missing here fails the matrix, so each new one is added by decision.
 */
export const plainParamValues: Record<string, (fixtures: CallFixtures, world: World) => ReadonlyArray<string | number>> = {
  id: (fixtures) => [fixtures.bystander.id],
  userId: (fixtures) => [fixtures.bystander.id],
  poolId: (fixtures) => [fixtures.pools.owner.pool.id],
  licenseId: (fixtures) => [fixtures.pools.owner.freeLicense.id],
  memberId: (fixtures) => [fixtures.pools.owner.member.id],
  invitation: (fixtures) => [fixtures.pools.owner.invitation.id],
  referenceId: (fixtures) => [fixtures.reference.id],
  releaseId: (fixtures) => [fixtures.release.id],
  orderId: (fixtures) => [fixtures.orders.customer.id],
  invoiceId: (fixtures) => [fixtures.invoices.customer.id],
  format: () => ['pdf'],
  name: (_fixtures, world) => [world.feature.name],
  filter: () => ['all'],
  slug: () => ['impressum', 'welcome'],
  code: () => [unknownCode],
  // A session's public id: the handler looks it up among the caller's own sessions only, so any
  // other id (a bystander's included) is simply not found.
  sessionId: () => ['fremde-sitzung'],
  // A passkey's id: the handler looks it up among the caller's own passkeys only, so any other id is not found.
  passkeyId: (fixtures) => [fixtures.bystander.id],
};

/** The path parameters of a call, from its Fastify path. */
export function pathParams(call: CallDeclaration): Array<{ name: string; optional: boolean }> {
  return [...call.path.matchAll(/:([A-Za-z0-9_]+)(\?)?/g)].map((match) => ({ name: match[1] as string, optional: Boolean(match[2]) }));
}

/** The path parameter that carries the call's token, if it travels in the path. */
export function tokenParam(call: CallDeclaration): string | undefined {
  const [part, name] = call.token?.field.split('.') ?? [];
  return part === 'params' ? name : undefined;
}

/** Where the matrix takes a parameter's value from; throws for a parameter it does not know. */
export function paramSource(call: CallDeclaration, name: string): 'token' | 'object' | 'plain' {
  if (tokenParam(call) === name) return 'token';
  if (call.access.object?.param === name) return 'object';
  if (name in plainParamValues) return 'plain';
  throw new Error(
    `${call.name}: the matrix knows no value for the path parameter "${name}"; add it to plainParamValues or give the call an object policy.`,
  );
}

export interface MatrixCase {
  role: RoleName;
  target: Target;
  expected: Outcome;
  /** The query value that only admins may ask for, where the case asks for it. */
  query?: Record<string, string>;
}

/** The objects a role names in a call: each one he can own, another user's, and none where the id is optional. */
function targetsOf(call: CallDeclaration, role: RoleName): Target[] {
  // Elsewhere a customer with an old proof is any customer: walked only where the proof's age counts.
  if (role === 'customer with an old proof' && !call.access.freshProof) return [];
  const policy = call.access.object;
  if (!policy) return ['plain'];
  // Without a session nothing is anyone's own; another user's object stands for all.
  if (role === 'anonymous') return ['foreign'];
  const targets: Target[] = ['foreign'];
  if (objectFixtures[policy.kind].owners.includes(role)) targets.push('own');
  if (pathParams(call).some((param) => param.name === policy.param && param.optional)) targets.push('omitted');
  return targets;
}

/**
 * Every role on every object the call's policy can name. Refusals come first and admins last:
 * a call that passes may consume its object, and the owner must still find his.
 */
export function casesOf(call: CallDeclaration): MatrixCase[] {
  const rule = call.access.adminOnlyQueryValue;
  // A session call with a query value only admins may ask for is walked asking for it as well (device calls: by their tokens).
  const asking = rule && call.access.role !== 'device' ? { [rule.field]: rule.value } : undefined;
  const cases = roleNames.flatMap((role) =>
    targetsOf(call, role).flatMap((target): MatrixCase[] => [
      { role, target, expected: expectedOutcome(call.access, role, target) },
      ...(asking ? [{ role, target, expected: expectedQueryValueOutcome(call.access, role, target), query: asking }] : []),
    ]),
  );
  const rank = (matrixCase: MatrixCase) => (matrixCase.expected !== 'pass' ? 0 : matrixCase.role === 'admin' ? 2 : 1);
  return cases.sort((a, b) => rank(a) - rank(b));
}

/** The role that makes the call rightfully, and the object it names: for the write checks beside the admin. */
export function rightfulCase(call: CallDeclaration): MatrixCase | undefined {
  const { access } = call;
  if (access.role === 'admin') return undefined;
  if (access.role === 'public') return { role: 'anonymous', target: 'plain', expected: 'pass' };
  if (!access.object) return { role: 'customer', target: 'plain', expected: 'pass' };
  return { role: objectFixtures[access.object.kind].owners[0], target: 'own', expected: 'pass' };
}

/** The admin's write check: another user's object where the call names one. */
export function adminCase(call: CallDeclaration): MatrixCase {
  return { role: 'admin', target: call.access.object ? 'foreign' : 'plain', expected: 'pass' };
}

/**
 * The path parameters for one case, except the token (filled in by the request). Plain
 * parameters take the first candidate that the call's own schema accepts.
 */
export function paramsFor(
  call: CallDeclaration,
  matrixCase: MatrixCase,
  fixtures: CallFixtures,
  world: World,
): Record<string, string | number | undefined> {
  const shape = (call.params?.def.shape ?? {}) as Record<string, ObjectSchema>;
  const policy = call.access.object;
  const values: Record<string, string | number | undefined> = {};
  for (const { name } of pathParams(call)) {
    const source = paramSource(call, name);
    if (source === 'object' && policy) {
      const kind = objectFixtures[policy.kind];
      if (matrixCase.target === 'own') values[name] = kind.own(matrixCase.role, fixtures, world);
      else if (matrixCase.target === 'foreign') values[name] = kind.foreign(matrixCase.role, fixtures, world);
    } else if (source === 'plain') {
      const candidates = plainParamValues[name]?.(fixtures, world) ?? [];
      const value = candidates.find((candidate) => shape[name]?.safeParse(String(candidate)).success);
      if (value === undefined)
        throw new Error(`${call.name}: none of the matrix values for "${name}" (${candidates.join(', ')}) fits the call's schema.`);
      values[name] = value;
    }
  }
  return values;
}

/** Addresses of other users that this case's answer may show: by the call's policy, to the owner of its object. */
export function shownAddresses(call: CallDeclaration, role: RoleName, fixtures: CallFixtures): string[] {
  const kind = call.access.object && objectFixtures[call.access.object.kind];
  return kind && kind.owners.includes(role) ? kind.shows(fixtures) : [];
}
