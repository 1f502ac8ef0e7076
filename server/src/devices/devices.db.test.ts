import { rules } from '@bfsm/api-adapter';
import { createDevice, createUser } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { releaseDueDevices } from './device-slots.js';

// The app and signed-in users per suite: seconds on two shared cores.
jest.setTimeout(30_000);

const password = 'passwort-123';
const day = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * day);

describe('activated devices and their deactivation', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.db, { kind: 'admin', password });
    adminCookie = await signIn(t.app, admin.email, password);
  });
  afterAll(() => t.close());

  async function customerWithCookie(kind: 'classic' | 'trial' | 'limited' = 'classic') {
    const user = await createUser(t.db, { kind, password });
    return { user, cookie: await signIn(t.app, user.email, password) };
  }
  const list = (userId: number, cookie: string) =>
    t.app.inject({ method: 'GET', url: `/webapi/activated-devices/${userId}`, headers: { cookie } });
  const request = (deviceId: number, cookie: string, isAdmin = false) =>
    t.app.inject({
      method: 'POST',
      url: `/webapi/request-delete-activated-device/${deviceId}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ isAdmin }),
    });
  const cancel = (deviceId: number, cookie: string) =>
    t.app.inject({ method: 'DELETE', url: `/webapi/request-delete-activated-device/${deviceId}`, headers: { cookie } });
  const device = (id: number) => t.db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirst();

  it('lists the devices with the maximum and the count; Classic carries its own maximum, others one', async () => {
    const { user, cookie } = await customerWithCookie('classic');
    const first = await createDevice(t.db, {
      user,
      firstSeenAt: new Date('2025-01-02T08:00:00Z'),
      lastSeenAt: new Date('2025-03-04T09:30:00Z'),
      appVersion: '4.2.1.0',
    });
    const requestedAt = daysAgo(1);
    const second = await createDevice(t.db, { user, firstSeenAt: new Date('2025-02-01T08:00:00Z'), deactivationRequestedAt: requestedAt });
    const response = await list(user.id, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      maximum_allowed_devices: 2,
      activated_devices: 2,
      devices: [
        {
          id: first.id,
          name: 'Arbeitsplatz-PC',
          first_seen: '2025-01-02T08:00:00.000Z',
          last_seen: '2025-03-04T09:30:00.000Z',
          deactivation_requested: null,
          release_at: null,
          offline_until: null,
          app_version: '4.2.1.0',
        },
        // Never activated through the desktop API (no licence file recorded): the whole waiting time.
        {
          id: second.id,
          name: 'Arbeitsplatz-PC',
          first_seen: '2025-02-01T08:00:00.000Z',
          last_seen: expect.any(String),
          deactivation_requested: requestedAt.toISOString(),
          release_at: new Date(requestedAt.getTime() + rules.deactivationWaitDays * day).toISOString(),
          offline_until: null,
          app_version: null,
        },
      ],
      // 'Gerät ersetzen' (decision 045): the default two per licence year, none used.
      replacements: { per_year: 2, used: 0, left: 2 },
      replaced_devices: [],
      offline_license_days: 4,
    });
    const trial = await customerWithCookie('trial');
    expect((await list(trial.user.id, trial.cookie)).json()).toEqual({
      maximum_allowed_devices: rules.defaultMaximumDevices,
      activated_devices: 0,
      devices: [],
      replacements: { per_year: 2, used: 0, left: 2 },
      replaced_devices: [],
      offline_license_days: 4,
    });
  });

  it('lets a customer request a deactivation and cancel it; asking twice keeps the first date', async () => {
    const { user, cookie } = await customerWithCookie();
    const own = await createDevice(t.db, { user });
    expect((await request(own.id, cookie)).json()).toEqual({ success: true });
    const requested = (await device(own.id))?.deactivation_requested_at;
    expect(requested).toBeInstanceOf(Date);
    expect((await request(own.id, cookie)).statusCode).toBe(200);
    expect((await device(own.id))?.deactivation_requested_at).toEqual(requested);
    expect((await list(user.id, cookie)).json().devices[0].deactivation_requested).toBe(requested?.toISOString());

    expect((await cancel(own.id, cookie)).json()).toEqual({ success: true });
    expect((await device(own.id))?.deactivation_requested_at).toBeNull();
  });

  it(`frees the slot ${rules.deactivationWaitDays} days after the request: the list leaves the device out and the job removes it`, async () => {
    const { user, cookie } = await customerWithCookie();
    const waiting = await createDevice(t.db, {
      user,
      deactivationRequestedAt: new Date(Date.now() - rules.deactivationWaitDays * day + 60_000),
    });
    const due = await createDevice(t.db, { user, deactivationRequestedAt: daysAgo(rules.deactivationWaitDays) });
    const active = await createDevice(t.db, { user });
    expect((await list(user.id, cookie)).json()).toMatchObject({ activated_devices: 2, devices: [{ id: waiting.id }, { id: active.id }] });
    expect((await cancel(due.id, cookie)).statusCode).toBe(404);

    expect(await releaseDueDevices(t.db)).toBeGreaterThanOrEqual(1);
    expect(await device(due.id)).toBeUndefined();
    expect(await device(waiting.id)).toBeDefined();
    expect(await releaseDueDevices(t.db, new Date(Date.now() + 2 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await device(waiting.id)).toBeUndefined();
    expect(await device(active.id)).toBeDefined();
  });

  it('lets an admin see any user’s devices and deactivate one at once with admin rights', async () => {
    const { user } = await customerWithCookie();
    const target = await createDevice(t.db, { user });
    expect((await list(user.id, adminCookie)).json().activated_devices).toBe(1);
    expect((await request(target.id, adminCookie, true)).json()).toEqual({ success: true });
    expect(await device(target.id)).toBeUndefined();
    expect((await list(user.id, adminCookie)).json()).toMatchObject({ activated_devices: 0, devices: [] });
    expect((await request(target.id, adminCookie, true)).statusCode).toBe(404);
    expect((await list(999999, adminCookie)).statusCode).toBe(404);
  });

  it('refuses the admin deactivation to a customer, even on his own device', async () => {
    const { user, cookie } = await customerWithCookie();
    const own = await createDevice(t.db, { user });
    const response = await request(own.id, cookie, true);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('forbidden');
    expect(await device(own.id)).toMatchObject({ deactivation_requested_at: null });
  });

  it("refuses another user's devices to a customer or limited user, and everything to anonymous visitors", async () => {
    const victim = await customerWithCookie();
    const victimDevice = await createDevice(t.db, { user: victim.user });
    for (const kind of ['classic', 'limited'] as const) {
      const { cookie } = await customerWithCookie(kind);
      expect((await list(victim.user.id, cookie)).statusCode).toBe(403);
      expect((await request(victimDevice.id, cookie)).statusCode).toBe(403);
      expect((await cancel(victimDevice.id, cookie)).statusCode).toBe(403);
      expect((await request(999999, cookie)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/webapi/activated-devices/${victim.user.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/webapi/request-delete-activated-device/${victimDevice.id}` })).statusCode).toBe(
      401,
    );
    expect(await device(victimDevice.id)).toMatchObject({ deactivation_requested_at: null });
  });

  it('lets a limited user manage his own devices (only the password is fixed)', async () => {
    const { user, cookie } = await customerWithCookie('limited');
    const own = await createDevice(t.db, { user });
    expect((await request(own.id, cookie)).statusCode).toBe(200);
    expect((await cancel(own.id, cookie)).statusCode).toBe(200);
  });
});
