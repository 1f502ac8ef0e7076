import { pathVariants } from './path-variants.js';

describe('pathVariants', () => {
  it('turns Fastify parameters into OpenAPI templates', () => {
    expect(pathVariants('/webapi/reference/:referenceId/:deleteToken')).toEqual([
      { path: '/webapi/reference/{referenceId}/{deleteToken}', params: ['referenceId', 'deleteToken'] },
    ]);
  });

  it('splits an optional last segment into a path with and one without it', () => {
    expect(pathVariants('/webapi/check-invitation/:invitation/:code?')).toEqual([
      { path: '/webapi/check-invitation/{invitation}/{code}', params: ['invitation', 'code'] },
      { path: '/webapi/check-invitation/{invitation}', params: ['invitation'], without: 'code' },
    ]);
  });

  it('leaves a path without parameters as it is', () => {
    expect(pathVariants('/webapi/menuinfo')).toEqual([{ path: '/webapi/menuinfo', params: [] }]);
  });
});
