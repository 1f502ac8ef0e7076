import { buildOpenApiDocument } from '@bfsm/api-adapter/openapi';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('GET /webapi/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the OpenAPI document generated from the contract, to anyone', async () => {
    const response = await t.app.inject('/webapi/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument({ publicUrl: t.config.publicUrl }))));
    expect(response.json().paths['/webapi/openapi.json'].get['x-access']).toEqual({ role: 'public' });
  });
});
