import { createFeature, createUser, setUserFeature } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { tokenOf } from '../test-support/webapi.js';

// The app and signed-in users per suite: seconds on two shared cores.
jest.setTimeout(30_000);

const password = 'passwort-123';

describe('feature toggles: GET /webapi/features/{userId}, /webapi/enableFeature|disableFeature/{name}/{userId}?token', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.db, { kind: 'admin', password });
    adminCookie = await signIn(t.app, admin.email, password);
    await createFeature(t.db, { name: 'export-3d', description: '3D-Export der Matrix' });
    await createFeature(t.db, { name: 'api-access', description: 'Zugriff über die API' });
  });
  afterAll(() => t.close());

  const features = (userId: number, cookie = adminCookie) =>
    t.app.inject({ method: 'GET', url: `/webapi/features/${userId}`, headers: { cookie } });
  const toggle = async (action: 'enableFeature' | 'disableFeature', name: string, userId: number, cookie = adminCookie, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/webapi/${action}/${encodeURIComponent(name)}/${userId}?token=${token ?? (await tokenOf(t.app, cookie, '/webapi/featuresToken'))}`,
      headers: { cookie },
    });

  it('lists every feature with the user’s state, off where never set', async () => {
    const user = await createUser(t.db, { kind: 'nextOwner' });
    await setUserFeature(t.db, { user, feature: 'export-3d', enabled: true });
    expect((await features(user.id)).json()).toEqual([
      { name: 'api-access', description: 'Zugriff über die API', enabled: false },
      { name: 'export-3d', description: '3D-Export der Matrix', enabled: true },
    ]);
  });

  it('switches a feature on and off, and the list shows it at once', async () => {
    const user = await createUser(t.db, { kind: 'nextOwner' });
    expect((await toggle('enableFeature', 'api-access', user.id)).json()).toEqual({ success: true });
    expect((await features(user.id)).json()).toContainEqual({ name: 'api-access', description: 'Zugriff über die API', enabled: true });
    expect((await toggle('enableFeature', 'api-access', user.id)).statusCode).toBe(200);
    expect((await toggle('disableFeature', 'api-access', user.id)).json()).toEqual({ success: true });
    expect((await features(user.id)).json()).toContainEqual({ name: 'api-access', description: 'Zugriff über die API', enabled: false });
  });

  it('answers a clear 404 for an unknown feature or user', async () => {
    const user = await createUser(t.db, { kind: 'nextOwner' });
    const unknown = await toggle('enableFeature', 'gibt-es-nicht', user.id);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not-found', message: 'Dieses Feature gibt es nicht.' });
    expect((await toggle('disableFeature', 'export-3d', 999999)).statusCode).toBe(404);
    expect((await features(999999)).statusCode).toBe(404);
  });

  it('refuses a missing or foreign token, anonymous visitors, customers and limited users', async () => {
    const user = await createUser(t.db, { kind: 'nextOwner', password });
    const noToken = await t.app.inject({
      method: 'GET',
      url: `/webapi/enableFeature/export-3d/${user.id}`,
      headers: { cookie: adminCookie },
    });
    expect(noToken.json().error).toBe('invalid-token');
    const foreign = await toggle(
      'enableFeature',
      'export-3d',
      user.id,
      adminCookie,
      await tokenOf(t.app, adminCookie, '/webapi/deleteUserToken'),
    );
    expect(foreign.json().error).toBe('invalid-token');
    expect((await t.app.inject({ method: 'GET', url: `/webapi/features/${user.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/webapi/enableFeature/export-3d/${user.id}?token=x` })).statusCode).toBe(401);
    const limited = await createUser(t.db, { kind: 'limited', password });
    for (const cookie of [await signIn(t.app, user.email, password), await signIn(t.app, limited.email, password)]) {
      expect((await features(user.id, cookie)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/webapi/featuresToken', headers: { cookie } })).statusCode).toBe(403);
      expect((await toggle('enableFeature', 'export-3d', user.id, cookie, 'egal')).statusCode).toBe(403);
    }
    expect((await features(user.id)).json()).toContainEqual({ name: 'export-3d', description: '3D-Export der Matrix', enabled: false });
  });
});
