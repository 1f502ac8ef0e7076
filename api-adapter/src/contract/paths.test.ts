import { buildPath } from './paths.js';

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath('/webapi/userinfo/:id?', { id: 'a b' })).toBe('/webapi/userinfo/a%20b');
  });
  it('drops an absent optional last segment', () => {
    expect(buildPath('/webapi/userinfo/:id?', {})).toBe('/webapi/userinfo');
  });
  it('refuses a missing required parameter', () => {
    expect(() => buildPath('/webapi/pool/:poolId', {})).toThrow('poolId');
  });
});
