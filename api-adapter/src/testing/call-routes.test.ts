import { allCalls } from '../contract/root.js';
import { callRouter } from './call-routes.js';

const findCall = callRouter(allCalls());
const reached = (method: string, path: string) => {
  const matched = findCall(method, path);
  return matched && { call: matched.call.name, params: matched.params };
};

describe('callRouter', () => {
  it('reaches a call with an optional last segment, with and without it', () => {
    expect(reached('GET', '/webapi/userinfo')).toEqual({ call: 'getUserInfo', params: {} });
    expect(reached('GET', '/webapi/userinfo/15')).toEqual({ call: 'getUserInfo', params: { id: '15' } });
    expect(reached('POST', '/webapi/check-invitation/4')).toEqual({ call: 'checkInvitation', params: { invitation: '4' } });
    expect(reached('POST', '/webapi/check-invitation/4/abc')).toEqual({
      call: 'checkInvitation',
      params: { invitation: '4', code: 'abc' },
    });
  });

  it('decodes parameters and tells calls apart by method', () => {
    expect(reached('POST', '/webapi/users/makeAdmin/7/rights%2Ftoken')).toEqual({
      call: 'makeAdmin',
      params: { id: '7', token: 'rights/token' },
    });
    expect(reached('GET', '/webapi/license/3')?.call).toBe('getLicense');
    expect(reached('DELETE', '/webapi/license/3')?.call).toBe('deleteLicense');
  });

  it('prefers the fixed path to a parameter, as the router does', () => {
    expect(reached('GET', '/webapi/admin-register-token')?.call).toBe('adminRegisterToken');
  });

  it('reaches nothing for an unknown path, a wrong method or an extra segment', () => {
    expect(reached('GET', '/webapi/gibt-es-nicht')).toBeUndefined();
    expect(reached('POST', '/webapi/menuinfo')).toBeUndefined();
    expect(reached('GET', '/webapi/userinfo/15/mehr')).toBeUndefined();
  });
});
