import { createFeature, createUser, setUserFeature } from '../factories/index.js';
import { createTestApp, signedInUser, type TestApp } from '../test-support/test-app.js';
import { formRequest, tokenOf } from '../test-support/webapi.js';

jest.setTimeout(30_000);

describe('the feature catalogue: GET and POST /webapi/feature-catalogue, POST /webapi/feature-catalogue/{name}', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await signedInUser(t, 'admin'));
    await createFeature(t.db, { name: 'export-3d', description: '3D-Export der Matrix' });
  });
  afterAll(() => t.close());

  const catalogue = (as = cookie) => t.app.inject({ method: 'GET', url: '/webapi/feature-catalogue', headers: { cookie: as } });
  const send = async (url: string, form: Record<string, string>, as = cookie, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      ...formRequest({ _token: token ?? (await tokenOf(t.app, as, '/webapi/featuresToken')), ...form }, as),
    });

  it('adds a flag that is off for everyone and lists the catalogue by name', async () => {
    expect((await send('/webapi/feature-catalogue', { name: ' api-zugang ', description: ' Zugriff über die API ' })).json()).toEqual({
      name: 'api-zugang',
      description: 'Zugriff über die API',
    });
    expect((await catalogue()).json()).toEqual([
      { name: 'api-zugang', description: 'Zugriff über die API' },
      { name: 'export-3d', description: '3D-Export der Matrix' },
    ]);
    const user = await createUser(t.db, { kind: 'classic' });
    expect((await t.app.inject({ method: 'GET', url: `/webapi/features/${user.id}`, headers: { cookie } })).json()).toContainEqual({
      name: 'api-zugang',
      description: 'Zugriff über die API',
      enabled: false,
    });
  });

  it('renames a flag and changes its description; every user keeps its state', async () => {
    await createFeature(t.db, { name: 'alt', description: 'Alt' });
    const user = await createUser(t.db, { kind: 'classic' });
    await setUserFeature(t.db, { user, feature: 'alt', enabled: true });
    expect((await send('/webapi/feature-catalogue/alt', { name: 'neu', description: 'Neu beschrieben' })).json()).toEqual({
      name: 'neu',
      description: 'Neu beschrieben',
    });
    expect((await t.app.inject({ method: 'GET', url: `/webapi/features/${user.id}`, headers: { cookie } })).json()).toContainEqual({
      name: 'neu',
      description: 'Neu beschrieben',
      enabled: true,
    });
  });

  it('refuses a taken name, a bad name and an unknown flag', async () => {
    expect((await send('/webapi/feature-catalogue', { name: 'export-3d' })).json()).toEqual({
      error: 'feature-exists',
      message: 'Ein Feature mit diesem Namen gibt es bereits.',
      target: 'name',
    });
    await createFeature(t.db, { name: 'zweites' });
    expect((await send('/webapi/feature-catalogue/zweites', { name: 'export-3d' })).statusCode).toBe(409);
    expect((await send('/webapi/feature-catalogue', { name: 'mit leerzeichen' })).json()).toMatchObject({
      error: 'invalid-input',
      target: 'name',
    });
    expect((await send('/webapi/feature-catalogue', { name: '' })).json()).toMatchObject({ error: 'invalid-input', target: 'name' });
    expect((await send('/webapi/feature-catalogue/gibt-es-nicht', { name: 'egal' })).statusCode).toBe(404);
  });

  it('refuses a missing token, anonymous visitors and customers', async () => {
    expect((await send('/webapi/feature-catalogue', { name: 'ohne-token' }, cookie, '')).json().error).toBe('invalid-token');
    const { cookie: customerCookie } = await signedInUser(t, 'classic');
    expect((await catalogue(customerCookie)).statusCode).toBe(403);
    expect((await send('/webapi/feature-catalogue', { name: 'kunde' }, customerCookie, 'egal')).statusCode).toBe(403);
    expect((await send('/webapi/feature-catalogue/export-3d', { name: 'kunde' }, customerCookie, 'egal')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/feature-catalogue' })).statusCode).toBe(401);
    expect((await catalogue()).json().map((feature: { name: string }) => feature.name)).not.toContain('kunde');
  });
});
