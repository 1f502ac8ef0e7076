import { createDevice, createRelease, createUser } from '../factories/index.js';
import { createTestApp, signedInUser, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(60_000);

const now = new Date('2026-11-26T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('versions in use GET /webapi/releases/versions-in-use', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
  });
  afterAll(() => t.close());
  const versions = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/webapi/releases/versions-in-use', headers: cookie ? { cookie } : {} });

  it('counts the devices seen in the last 30 days per version, most first, with the share on the newest stable', async () => {
    const { cookie } = await signedInUser(t, 'admin');
    expect((await versions(cookie)).json()).toEqual({ devices: 0, versions: [], newestStable: null, shareOnNewestStable: null });
    const user = await createUser(t.db, { kind: 'classic', maxDevices: 10 });
    const seen = (appVersion: string | null, days: number) => createDevice(t.db, { user, appVersion, lastSeenAt: daysAgo(days) });
    await seen('4.10.0.0', 1);
    await seen('4.10.0.0', 29);
    await seen('4.9.0.0', 3);
    await seen(null, 2);
    await seen('4.2.1.0', 31);
    await createRelease(t.db, { version: '4.10.0.0' });
    await createRelease(t.db, { version: '5.0.0.0', published: false });
    expect((await versions(cookie)).json()).toEqual({
      devices: 4,
      versions: [
        { version: '4.10.0.0', devices: 2 },
        { version: '4.9.0.0', devices: 1 },
        { version: null, devices: 1 },
      ],
      newestStable: '4.10.0.0',
      shareOnNewestStable: 0.5,
    });
  });

  it('counts a device whose offline request reported something other than a version, after the versions', async () => {
    const { cookie } = await signedInUser(t, 'admin');
    const user = await createUser(t.db, { kind: 'classic', maxDevices: 10 });
    await createDevice(t.db, { user, appVersion: 'referenz-client-1', lastSeenAt: daysAgo(1) });
    await createDevice(t.db, { user, appVersion: '3.0.0.0', lastSeenAt: daysAgo(1) });
    const response = await versions(cookie);
    expect(response.statusCode).toBe(200);
    const { versions: counted } = response.json() as { versions: { version: string | null }[] };
    const order = counted.map((entry) => entry.version);
    expect(order.indexOf('3.0.0.0')).toBeLessThan(order.indexOf('referenz-client-1'));
  });

  it('is for admins only', async () => {
    const { cookie } = await signedInUser(t, 'classic');
    expect((await versions(cookie)).statusCode).toBe(403);
    expect((await versions()).statusCode).toBe(401);
  });
});
