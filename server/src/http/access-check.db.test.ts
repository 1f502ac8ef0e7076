import type { FastifyRequest } from 'fastify';
import { LICENSE, nightlyForAdmins, ownerOrAdmin, type Access, type ObjectKind } from '@bfsm/api-adapter';
import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import {
  addPoolMember,
  createDevice,
  createInvitation,
  createInvoiceRow,
  createOrder,
  createPool,
  createUser,
  type License,
  type User,
} from '../factories/index.js';
import { createAccessCheck, type AccessCheck } from './access-check.js';
import { hasSecondFactor } from '../credentials/account-credentials.js';

let handle: DatabaseHandle;
let access: AccessCheck;
beforeAll(async () => {
  handle = await createTestDatabase();
  access = createAccessCheck(handle.db, { hasSecondFactor: (userId) => hasSecondFactor(handle.db, userId) });
});
afterAll(() => handle.close());

/** The access check reads nothing of the request but its user. */
const requestOf = (user: User | null) => ({ user }) as FastifyRequest;

async function decision(policy: Access, user: User | null, params: Record<string, unknown>): Promise<string> {
  try {
    await access.checkRole(policy, requestOf(user));
    await access.checkObject(policy, requestOf(user), params);
    return 'pass';
  } catch (error) {
    return (error as { code: string }).code;
  }
}

describe('the object policies', () => {
  let owner: User;
  let stranger: User;
  let admin: User;
  let objects: Record<ObjectKind, number>;

  beforeAll(async () => {
    owner = await createUser(handle.db, { kind: 'nextOwner' });
    stranger = await createUser(handle.db, { kind: 'nextOwner' });
    admin = await createUser(handle.db, { kind: 'admin' });
    const member = await createUser(handle.db, { kind: 'none' });
    const pool = await createPool(handle.db, { owner, licenses: [{ licenseType: LICENSE.insight, count: 2 }] });
    const [, freeLicense] = pool.licenses as [License, License];
    await addPoolMember(handle.db, { pool, user: member, licenseType: LICENSE.insight });
    const invitation = await createInvitation(handle.db, { pool, email: 'eingeladen@example.test', licenseType: LICENSE.insight });
    objects = {
      'own-account': owner.id,
      'own-device': (await createDevice(handle.db, { user: owner })).id,
      'own-pool': pool.id,
      'own-pool-license': freeLicense.id,
      'own-pool-member': member.id,
      'own-pool-invitation': invitation.id,
      'own-order': (await createOrder(handle.db, { user: owner })).id,
      'own-invoice': (await createInvoiceRow(handle.db, { user: owner })).id,
    };
  });

  it.each([
    'own-account',
    'own-device',
    'own-pool',
    'own-pool-license',
    'own-pool-member',
    'own-pool-invitation',
    'own-order',
    'own-invoice',
  ] as const)('%s: the owner and admins pass, anyone else gets 403 whether or not the object exists', async (kind) => {
    const policy = ownerOrAdmin(kind, 'id');
    expect(await decision(policy, owner, { id: objects[kind] })).toBe('pass');
    expect(await decision(policy, admin, { id: objects[kind] })).toBe('pass');
    expect(await decision(policy, stranger, { id: objects[kind] })).toBe('forbidden');
    expect(await decision(policy, stranger, { id: 999_999_999 })).toBe('forbidden');
    expect(await decision(policy, null, { id: objects[kind] })).toBe('unauthorized');
  });

  it('takes an absent optional account id as the own account', async () => {
    expect(await decision(ownerOrAdmin('own-account', 'id'), stranger, {})).toBe('pass');
    expect(await decision(ownerOrAdmin('own-device', 'id'), stranger, {})).toBe('forbidden');
  });

  it('refuses limited users where the call says so, on their own account too, but not admins', async () => {
    const limited = await createUser(handle.db, { kind: 'limited' });
    const policy = { ...ownerOrAdmin('own-account', 'id'), refusesLimitedUser: true } as const;
    expect(await decision(policy, limited, { id: limited.id })).toBe('limited-user');
    expect(await decision(ownerOrAdmin('own-account', 'id'), limited, { id: limited.id })).toBe('pass');
    expect(await decision(policy, admin, { id: limited.id })).toBe('pass');
  });

  it('lets only admins make admin calls', async () => {
    expect(await decision({ role: 'admin' }, admin, {})).toBe('pass');
    expect(await decision({ role: 'admin' }, owner, {})).toBe('forbidden');
    expect(await decision({ role: 'admin' }, null, {})).toBe('unauthorized');
    expect(await decision({ role: 'public' }, null, {})).toBe('pass');
  });
});

describe('an admin while the operator requires a second factor of admins', () => {
  let strict: AccessCheck;
  let customer: User;
  let withoutFactor: User;
  let withFactor: User;
  let foreign: Record<ObjectKind, number>;

  // The rule reads the session: whether it passed the second factor, not whether the account has one (decision 051).
  const sessionOf = (user: User) => ({ user, session: { secondFactorPassed: user === withFactor } }) as unknown as FastifyRequest;
  const decide = async (policy: Access, user: User, params: Record<string, unknown>, body?: Record<string, unknown>) => {
    try {
      await strict.checkRole(policy, sessionOf(user));
      await strict.checkObject(policy, sessionOf(user), params);
      await strict.checkBodyFlags(policy, sessionOf(user), body);
      return 'pass';
    } catch (error) {
      return (error as { code: string }).code;
    }
  };

  beforeAll(async () => {
    strict = createAccessCheck(handle.db, { hasSecondFactor: (userId) => hasSecondFactor(handle.db, userId), adminSecondFactor: true });
    customer = await createUser(handle.db, { kind: 'nextOwner' });
    withoutFactor = await createUser(handle.db, { kind: 'admin' });
    withFactor = await createUser(handle.db, { kind: 'admin' });
    // Only whether a confirmed factor exists counts here, not its secret.
    await handle.db
      .insertInto('second_factors')
      .values({ user_id: withFactor.id, secret_encrypted: 'x.y.z', confirmed_at: new Date() })
      .execute();
    const member = await createUser(handle.db, { kind: 'none' });
    const pool = await createPool(handle.db, { owner: customer, licenses: [{ licenseType: LICENSE.insight, count: 2 }] });
    await addPoolMember(handle.db, { pool, user: member, licenseType: LICENSE.insight });
    foreign = {
      'own-account': customer.id,
      'own-device': (await createDevice(handle.db, { user: customer })).id,
      'own-pool': pool.id,
      'own-pool-license': (pool.licenses[1] as License).id,
      'own-pool-member': member.id,
      'own-pool-invitation': (await createInvitation(handle.db, { pool, email: 'streng@example.test', licenseType: LICENSE.insight })).id,
      'own-order': (await createOrder(handle.db, { user: customer })).id,
      'own-invoice': (await createInvoiceRow(handle.db, { user: customer })).id,
    };
  });

  it.each([
    'own-account',
    'own-device',
    'own-pool',
    'own-pool-license',
    'own-pool-member',
    'own-pool-invitation',
    'own-order',
    'own-invoice',
  ] as const)("%s: another user's object opens only to an admin with a second factor", async (kind) => {
    expect(await decide(ownerOrAdmin(kind, 'id'), withoutFactor, { id: foreign[kind] })).toBe('second-factor-required');
    expect(await decide(ownerOrAdmin(kind, 'id'), withFactor, { id: foreign[kind] })).toBe('pass');
  });

  it('keeps his own account and devices open to him, so he can set the factor up, but not the admin-only flag', async () => {
    const device = await createDevice(handle.db, { user: withoutFactor });
    expect(await decide(ownerOrAdmin('own-account', 'id'), withoutFactor, { id: withoutFactor.id })).toBe('pass');
    expect(await decide(ownerOrAdmin('own-account', 'id'), withoutFactor, {})).toBe('pass');
    expect(await decide({ role: 'user' }, withoutFactor, {})).toBe('pass');
    const deactivation = { ...ownerOrAdmin('own-device', 'id'), adminOnlyFlag: 'isAdmin' } as const;
    expect(await decide(deactivation, withoutFactor, { id: device.id }, { isAdmin: false })).toBe('pass');
    expect(await decide(deactivation, withoutFactor, { id: device.id }, { isAdmin: true })).toBe('second-factor-required');
    expect(await decide(deactivation, withFactor, { id: foreign['own-device'] }, { isAdmin: true })).toBe('pass');
    expect(await decide(deactivation, customer, { id: foreign['own-device'] }, { isAdmin: true })).toBe('forbidden');
  });

  it('refuses him every admin call', async () => {
    expect(await decide({ role: 'admin' }, withoutFactor, {})).toBe('second-factor-required');
    expect(await decide({ role: 'admin' }, withFactor, {})).toBe('pass');
  });

  it('asks the session, not the account: a session opened by the password alone opens nothing, whatever factor the account has', async () => {
    const passwordOnly = { user: withFactor, session: { secondFactorPassed: false } } as unknown as FastifyRequest;
    await expect(strict.checkRole({ role: 'admin' }, passwordOnly)).rejects.toMatchObject({ code: 'second-factor-required' });
    expect(await strict.actsAsAdmin(passwordOnly)).toBe(false);
  });
});

describe('a query value only admins may ask for', () => {
  const nightly: Access = { role: 'device', adminOnlyQueryValue: nightlyForAdmins };
  let strict: AccessCheck;
  let customer: User;
  let admin: User;

  beforeAll(async () => {
    strict = createAccessCheck(handle.db, { hasSecondFactor: (userId) => hasSecondFactor(handle.db, userId), adminSecondFactor: true });
    customer = await createUser(handle.db, { kind: 'classic' });
    admin = await createUser(handle.db, { kind: 'admin' });
  });

  const decide = async (policy: Access, request: Partial<FastifyRequest>) => {
    try {
      await strict.checkQueryValues(policy, request as FastifyRequest);
      return 'pass';
    } catch (error) {
      return (error as { code: string }).code;
    }
  };
  const deviceOf = async (user: User) => ({ device: await createDevice(handle.db, { user }) });

  it("refuses it to a customer's device, also among repeated values, and gives it to an admin's", async () => {
    const ofCustomer = await deviceOf(customer);
    expect(await decide(nightly, { ...ofCustomer, query: { channel: 'nightly' } })).toBe('forbidden');
    expect(await decide(nightly, { ...ofCustomer, query: { channel: ['stable', 'nightly'] } })).toBe('forbidden');
    expect(await decide(nightly, { ...ofCustomer, query: { channel: 'stable' } })).toBe('pass');
    expect(await decide(nightly, { ...ofCustomer, query: {} })).toBe('pass');
    // An admin without the authenticator app, which the activation would have asked for, is refused as on the web (decision 051).
    expect(await decide(nightly, { ...(await deviceOf(admin)), query: { channel: 'nightly' } })).toBe('forbidden');
    await handle.db
      .insertInto('second_factors')
      .values({ user_id: admin.id, secret_encrypted: 'x.y.z', confirmed_at: new Date() })
      .execute();
    expect(await decide(nightly, { ...(await deviceOf(admin)), query: { channel: 'nightly' } })).toBe('pass');
  });

  it('asks a session for an admin, with the second factor the operator requires', async () => {
    const session: Access = { role: 'user', adminOnlyQueryValue: nightlyForAdmins };
    expect(await decide(session, { user: customer, query: { channel: 'nightly' } })).toBe('forbidden');
    expect(await decide(session, { user: admin, query: { channel: 'nightly' } })).toBe('second-factor-required');
    expect(await decide(session, { user: customer, query: { channel: 'stable' } })).toBe('pass');
  });
});
