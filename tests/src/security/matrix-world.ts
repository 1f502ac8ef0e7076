import { LICENSE, registrationCalls } from '@bfsm/api-adapter';
import {
  addPoolMember,
  createDevice,
  createFeature,
  createInvitation,
  createInvoiceRow,
  createOrder,
  createPool,
  createReference,
  createRelease,
  createUser,
  defaultPassword,
  type Device,
  type Feature,
  type Invitation,
  type InvoiceFixture,
  type OrderFixture,
  type License,
  type Pool,
  type Reference,
  type Release,
  type User,
  type UserKind,
} from '@bfsm/server/factories/index.js';
import { giveSecondFactor, signInWithSecondFactor } from '@bfsm/server/test-support/second-factor.js';
import { ageProof } from '@bfsm/server/test-support/fresh-proof.js';
import { signIn, type TestApp } from '@bfsm/server/test-support/test-app.js';
import { anonymousTokenOf } from '@bfsm/server/test-support/webapi.js';
import type { RoleName } from './expected-access.js';

/** One caller of the matrix: a role with its session, signed in once for the whole suite. */
export interface Caller {
  role: RoleName;
  /** null for the anonymous visitor. */
  user: User | null;
  /** The session cookie; the anonymous visitor has an anonymous session, as after opening a form. */
  cookie: string;
}

/** The users and sessions of the suite. Objects that calls act on are made per call (CallFixtures). */
export interface World {
  callers: Record<RoleName, Caller>;
  /** Owns the pool whose objects are foreign to the pool owner. */
  otherPoolOwner: User;
  /** Member of that other pool. */
  otherPoolMember: User;
  feature: Feature;
}

const signedInKinds: Record<Exclude<RoleName, 'anonymous'>, UserKind> = {
  customer: 'classic',
  'other customer': 'classic',
  'pool owner': 'nextOwner',
  'pool member': 'none',
  'limited user': 'limited',
  admin: 'admin',
  'admin without second factor': 'admin',
  'customer with an old proof': 'classic',
};

export async function buildWorld(t: TestApp): Promise<World> {
  const signedIn = await Promise.all(
    Object.entries(signedInKinds).map(async ([role, kind]): Promise<Caller> => {
      const user = await createUser(t.db, { kind });
      // The admin has what the operator requires, and signs in with it: only such a session opens the back-office (decision 051).
      const cookie =
        role === 'admin'
          ? await signInWithSecondFactor(t, user.email, await giveSecondFactor(t.db, t.config, user.id))
          : await signIn(t.app, user.email, defaultPassword);
      if (role === 'customer with an old proof') await ageProof(t.db, cookie);
      return { role: role as RoleName, user, cookie };
    }),
  );
  // Any plain form opens an anonymous session; the register form is the one a visitor meets first.
  const anonymous = await anonymousTokenOf(t.app, registrationCalls.registerToken.path);
  const callers = Object.fromEntries(
    [{ role: 'anonymous', user: null, cookie: anonymous.cookie }, ...signedIn].map((caller) => [caller.role, caller]),
  ) as Record<RoleName, Caller>;
  return {
    callers,
    otherPoolOwner: await createUser(t.db, { kind: 'nextOwner' }),
    otherPoolMember: await createUser(t.db, { kind: 'none' }),
    feature: await createFeature(t.db, { name: 'matrix-probe', description: 'Merkmal für die Zugriffsmatrix' }),
  };
}

/** A pool with a member holding one licence, an invitation reserving another and a free third. */
export interface PoolFixture {
  pool: Pool;
  member: User;
  freeLicense: License;
  invitation: Invitation;
}

/**
 * The objects one call acts on, made fresh for each call: a call that passes may consume its
 * object (revoke an invitation, remove a member, delete a licence or a user), and the next call
 * must still find the world as described.
 */
export interface CallFixtures {
  devices: { customer: Device; 'other customer': Device };
  pools: { owner: PoolFixture; other: PoolFixture };
  /**
   * The user that admin-only calls name by id: not one of the callers, because a passing admin
   * call may delete him, make him an admin or change his licence.
   */
  bystander: User;
  reference: Reference;
  release: Release;
  /** A quoted order and an invoice of each customer (decision 058). */
  orders: { customer: OrderFixture; 'other customer': OrderFixture };
  invoices: { customer: InvoiceFixture; 'other customer': InvoiceFixture };
}

async function createPoolFixture(t: TestApp, owner: User, member: User): Promise<PoolFixture> {
  const pool = await createPool(t.db, { owner, licenses: [{ licenseType: LICENSE.insight, count: 3 }] });
  const [, invited, free] = pool.licenses as [License, License, License];
  // A user belongs to one pool at most: the member moves from the previous call's pool to this one.
  await t.db.deleteFrom('pool_members').where('user_id', '=', member.id).execute();
  await addPoolMember(t.db, { pool, user: member, licenseType: LICENSE.insight });
  const invitation = await createInvitation(t.db, {
    pool,
    email: `eingeladen-${invited.id}@example.test`,
    licenseType: LICENSE.insight,
    licenseId: invited.id,
  });
  return { pool, member, freeLicense: free, invitation };
}

export async function createCallFixtures(t: TestApp, world: World): Promise<CallFixtures> {
  const user = (role: RoleName) => world.callers[role].user as User;
  return {
    devices: {
      customer: await createDevice(t.db, { user: user('customer') }),
      'other customer': await createDevice(t.db, { user: user('other customer') }),
    },
    pools: {
      owner: await createPoolFixture(t, user('pool owner'), user('pool member')),
      other: await createPoolFixture(t, world.otherPoolOwner, world.otherPoolMember),
    },
    bystander: await createUser(t.db, { kind: 'trial' }),
    reference: await createReference(t.db),
    // A fresh version each call: a passing admin call may delete it.
    release: await createRelease(t.db),
    orders: {
      customer: await createOrder(t.db, { user: user('customer') }),
      'other customer': await createOrder(t.db, { user: user('other customer') }),
    },
    invoices: {
      customer: await createInvoiceRow(t.db, { user: user('customer') }),
      'other customer': await createInvoiceRow(t.db, { user: user('other customer') }),
    },
  };
}
