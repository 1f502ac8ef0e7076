import { LICENSE } from '@bfsm/api-adapter';
import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { verifyPassword } from '../auth/passwords.js';
import {
  addPoolMember,
  createDevice,
  createFeature,
  createInvitation,
  createPool,
  createReference,
  createUser,
  dateInDays,
  hashInvitationCode,
  publishTermsVersion,
  setUserFeature,
  userKinds,
  type UserKind,
} from './index.js';

jest.setTimeout(60_000);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const expectedLicenseType: Record<UserKind, number> = {
  trial: LICENSE.trial,
  classic: LICENSE.classic,
  nextOwner: LICENSE.next,
  insight: LICENSE.insight,
  onSite: LICENSE.onSite,
  concept: LICENSE.concept,
  limited: LICENSE.next,
  admin: LICENSE.next,
  none: LICENSE.none,
};

test.each(Object.keys(userKinds) as UserKind[])(
  'creates a %s user with its licence, a unique e-mail and the default password',
  async (kind) => {
    const user = await createUser(handle.db, { kind });
    expect(user.license_type).toBe(expectedLicenseType[kind]);
    expect(user.email).toMatch(new RegExp(`^${kind.toLowerCase()}-\\d+-[0-9a-f]+@example\\.test$`));
    expect(user.email_confirmed).toBe(true);
    expect(user).toMatchObject({ greeting: 'Frau', first_name: 'Erika', last_name: 'Mustermann' });
    await expect(verifyPassword(user.password_hash ?? '', 'Passwort123!')).resolves.toBe(true);
  },
);

test('each kind carries its own flags', async () => {
  const trial = await createUser(handle.db, { kind: 'trial' });
  expect(trial.license_expiration).toBe(dateInDays(7));
  expect((await createUser(handle.db, { kind: 'trial', trialDaysLeft: 1 })).license_expiration).toBe(dateInDays(1));
  expect((await createUser(handle.db, { kind: 'classic' })).max_devices).toBe(2);
  expect((await createUser(handle.db, { kind: 'nextOwner' })).paying).toBe(true);
  expect((await createUser(handle.db, { kind: 'limited' })).fixed_password_account).toBe(true);
  expect((await createUser(handle.db, { kind: 'admin' })).roles).toEqual(['ROLE_ADMIN']);
  expect((await createUser(handle.db, { kind: 'none' })).roles).toEqual([]);
});

test('overrides win over the defaults of the kind', async () => {
  const user = await createUser(handle.db, {
    kind: 'classic',
    email: 'Eigene@Adresse.test',
    password: 'anders-123',
    firstName: 'Max',
    maxDevices: 5,
    spam: true,
    emailConfirmed: false,
  });
  expect(user).toMatchObject({
    email: 'Eigene@Adresse.test',
    first_name: 'Max',
    max_devices: 5,
    spam: true,
    email_confirmed: false,
    license_type: 3,
  });
  await expect(verifyPassword(user.password_hash ?? '', 'anders-123')).resolves.toBe(true);
  expect((await createUser(handle.db, { kind: 'none', password: null })).password_hash).toBeNull();
});

test('users accept the current terms version unless told otherwise', async () => {
  const before = await createUser(handle.db, { kind: 'trial' });
  await publishTermsVersion(handle.db, '2026-01');
  const accepting = await createUser(handle.db, { kind: 'trial' });
  const refusing = await createUser(handle.db, { kind: 'trial', acceptedTerms: false });
  const acceptances = await handle.db
    .selectFrom('terms_acceptances')
    .select(['user_id', 'version'])
    .where('user_id', 'in', [before.id, accepting.id, refusing.id])
    .execute();
  expect(acceptances).toEqual([{ user_id: accepting.id, version: '2026-01' }]);
});

test('a pool with licences, a member holding one, and an invitation whose code is stored hashed', async () => {
  const owner = await createUser(handle.db, { kind: 'nextOwner' });
  const viewer = await createUser(handle.db, { kind: 'none' });
  const pool = await createPool(handle.db, {
    owner,
    licenses: [
      { licenseType: LICENSE.insight, count: 2 },
      { licenseType: LICENSE.onSite, count: 1 },
    ],
  });
  expect(pool.owner_id).toBe(owner.id);
  expect(pool.licenses.map((license) => license.license_type).sort()).toEqual([8, 8, 9]);

  const member = await addPoolMember(handle.db, { pool, user: viewer, licenseType: LICENSE.insight });
  expect(member.license).toMatchObject({ pool_id: pool.id, user_id: viewer.id, license_type: 8 });
  const holder = await handle.db.selectFrom('users').select('license_type').where('id', '=', viewer.id).executeTakeFirstOrThrow();
  expect(holder.license_type).toBe(8);
  const free = await handle.db.selectFrom('licenses').select('id').where('pool_id', '=', pool.id).where('user_id', 'is', null).execute();
  expect(free).toHaveLength(2);

  const invitation = await createInvitation(handle.db, { pool, email: 'gast@example.test', licenseType: LICENSE.onSite, code: 'geheim' });
  expect(invitation).toMatchObject({ code: 'geheim', status: 'pending', code_hash: hashInvitationCode('geheim') });
  expect(invitation.code_hash).not.toContain('geheim');
  expect(invitation.expires_at.getTime()).toBeGreaterThan(Date.now());
});

test('devices, features and references', async () => {
  const user = await createUser(handle.db, { kind: 'classic' });
  const device = await createDevice(handle.db, { user, name: 'Laptop', deactivationRequestedAt: new Date() });
  expect(device).toMatchObject({ user_id: user.id, name: 'Laptop' });
  expect(device.deactivation_requested_at).toBeInstanceOf(Date);

  const feature = await createFeature(handle.db, { name: 'export-3d', description: '3D-Export' });
  await setUserFeature(handle.db, { user, feature, enabled: true });
  const toggled = await setUserFeature(handle.db, { user, feature: 'export-3d', enabled: false });
  expect(toggled).toEqual({ user_id: user.id, feature_name: 'export-3d', enabled: false });

  const reference = await createReference(handle.db, { title: 'Klinikum', showOnHomepage: false });
  expect(reference).toMatchObject({ title: 'Klinikum', show_on_homepage: false, teaser_text: null });
  expect((await createReference(handle.db)).show_on_homepage).toBe(true);
});
